import clsx from 'clsx';
import Translate, { translate } from '@docusaurus/Translate';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import { useCopied } from '@site/src/components/useCopied';
import styles from './styles.module.css';

export { COPIED_LABEL_MS } from '@site/src/components/useCopied';

export default function CopyButton({ className }: { className?: string }) {
  const { metadata } = useCodeBlockContext();
  const [copied, copy] = useCopied('code');

  return (
    <Button
      aria-label={
        copied
          ? translate({
              id: 'codeBlock.copied',
              message: 'Copied!',
            })
          : translate({
              id: 'codeBlock.copyLabel',
              message: 'Copy code to clipboard',
            })
      }
      title={translate({
        id: 'codeBlock.copyTitle',
        message: 'Copy',
      })}
      className={clsx(className, styles.copyButton, copied && styles.copied)}
      onClick={() => copy(metadata.code)}
    >
      {copied ? (
        <>
          <IconSuccess className={styles.icon} aria-hidden="true" />
          <span className={styles.label} role="status">
            <Translate id="codeBlock.copied">Copied!</Translate>
          </span>
        </>
      ) : (
        <IconCopy className={styles.icon} aria-hidden="true" />
      )}
    </Button>
  );
}

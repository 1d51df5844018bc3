import clsx from 'clsx';
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
      aria-label={copied ? 'Copied!' : 'Copy code to clipboard'}
      title="Copy"
      className={clsx(className, styles.copyButton, copied && styles.copied)}
      onClick={() => copy(metadata.code)}
    >
      {copied ? (
        <>
          <IconSuccess className={styles.icon} aria-hidden="true" />
          <span className={styles.label} role="status">
            Copied!
          </span>
        </>
      ) : (
        <IconCopy className={styles.icon} aria-hidden="true" />
      )}
    </Button>
  );
}

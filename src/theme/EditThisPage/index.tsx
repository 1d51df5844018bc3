import { useDoc } from '@docusaurus/plugin-content-docs/client';
import EditThisPage from '@theme-original/EditThisPage';
import type EditThisPageType from '@theme/EditThisPage';
import type { WrapperProps } from '@docusaurus/types';
import CopyPageButton from '@site/src/components/PageActions/CopyPageButton';
import styles from '@site/src/components/PageActions/styles.module.css';

type Props = WrapperProps<typeof EditThisPageType>;

/** The stock edit link, with "Copy page as Markdown" beside it. */
export default function EditThisPageWrapper(props: Props) {
  const { metadata } = useDoc();
  return (
    <div className={styles.actions}>
      <EditThisPage {...props} />
      <CopyPageButton markdownUrl={`${metadata.permalink}.md`} />
    </div>
  );
}

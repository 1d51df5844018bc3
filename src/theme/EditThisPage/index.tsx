import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import IconEdit from '@theme/Icon/Edit';
import type { Props } from '@theme/EditThisPage';
import NewTabHint from '@site/src/components/NewTabHint';
import PageActions from '@site/src/components/PageActions/PageActions';
import styles from '@site/src/components/PageActions/styles.module.css';

/** The edit link opens the source repository in a new tab, and says so; the page actions sit beside it. */
export default function EditThisPage({ editUrl }: Props) {
  const { metadata } = useDoc();
  return (
    <div className={styles.actions}>
      <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
        <IconEdit />
        <Translate id="editThisPage.label">Edit this page</Translate>
        <NewTabHint />
      </Link>
      <PageActions permalink={metadata.permalink} />
    </div>
  );
}

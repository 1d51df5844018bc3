import Link from '@docusaurus/Link';
import { ThemeClassNames } from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type { Props } from '@theme/EditThisPage';
import NewTabHint from '@site/src/components/NewTabHint';

/** The edit link opens the source repository in a new tab, and says so. */
export default function EditThisPage({ editUrl }: Props) {
  return (
    <Link to={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      Edit this page
      <NewTabHint />
    </Link>
  );
}

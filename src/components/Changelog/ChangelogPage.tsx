import { translate } from '@docusaurus/Translate';
import TextPage from '@site/src/components/TextPage';
import type { ChangelogEntry } from '@site/lib/changelog';
import Changelog, { CHANGELOG_TITLE } from './Changelog';

/** The /changelog route (plugins/changelog adds it, with the entries as its own data module). */
export default function ChangelogPage({ entries }: { entries: readonly ChangelogEntry[] }) {
  return (
    <TextPage
      title={CHANGELOG_TITLE}
      description={translate({
        id: 'changelog.metaDescription',
        message: 'Every change to the technology standards of the City of Amsterdam, newest first',
      })}
    >
      <Changelog entries={entries} />
    </TextPage>
  );
}

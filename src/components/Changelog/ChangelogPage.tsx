import { Grid } from '@amsterdam/design-system-react';
import { translate } from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import type { ChangelogEntry } from '@site/lib/changelog';
import Changelog, { CHANGELOG_TITLE } from './Changelog';

/** The /changelog route (plugins/changelog adds it, with the entries as its own data module). */
export default function ChangelogPage({ entries }: { entries: readonly ChangelogEntry[] }) {
  return (
    <Layout
      title={CHANGELOG_TITLE}
      description={translate({
        id: 'changelog.metaDescription',
        message: 'Every change to the technology standards of the City of Amsterdam, newest first',
      })}
    >
      <main>
        <Grid paddingVertical="x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }}>
            <Changelog entries={entries} />
          </Grid.Cell>
        </Grid>
      </main>
    </Layout>
  );
}

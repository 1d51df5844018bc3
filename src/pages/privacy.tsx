import { Grid } from '@amsterdam/design-system-react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import WhatThisSiteStores, { PRIVACY_TITLE } from '@site/src/components/Privacy/WhatThisSiteStores';
import { statedRetentionDays } from '@site/lib/retention';

/** What the site stores of its readers' votes and questions, linked from the footer. */
export default function Privacy() {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title={PRIVACY_TITLE}
      description={translate({
        id: 'privacy.metaDescription',
        message: 'What Amsterdam Developers stores of your votes and questions, and for how long',
      })}
    >
      <main>
        <Grid paddingVertical="x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }}>
            <WhatThisSiteStores retentionDays={statedRetentionDays(siteConfig.customFields)} />
          </Grid.Cell>
        </Grid>
      </main>
    </Layout>
  );
}

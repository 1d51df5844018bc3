import { Grid } from '@amsterdam/design-system-react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import WhatThisSiteStores, { PRIVACY_TITLE } from '@site/src/components/Privacy/WhatThisSiteStores';
import { RETENTION_DAYS } from '@site/lib/retention';

/** The retention period the build read and checked (customFields.privacy); the default where there is none. */
function retentionDaysOf(fields: unknown): number {
  const days = (fields as { retentionDays?: unknown } | undefined)?.retentionDays;
  return typeof days === 'number' ? days : RETENTION_DAYS.default;
}

/** What the site stores of its readers' votes and questions, linked from the footer. */
export default function Privacy() {
  const { siteConfig } = useDocusaurusContext();
  const fields = (siteConfig.customFields as Record<string, unknown> | undefined)?.privacy;
  return (
    <Layout
      title={PRIVACY_TITLE}
      description="What Amsterdam Developers stores of your votes and questions, and for how long"
    >
      <main>
        <Grid paddingVertical="x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }}>
            <WhatThisSiteStores retentionDays={retentionDaysOf(fields)} />
          </Grid.Cell>
        </Grid>
      </main>
    </Layout>
  );
}

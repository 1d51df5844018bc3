import { Grid } from '@amsterdam/design-system-react';
import Layout from '@theme/Layout';
import type { Statement as StatementData } from '@site/lib/accessibility-evaluation';
import { translate } from '@docusaurus/Translate';
import Statement, { statementTitle } from './Statement';

/** The route of plugins/accessibility-statement: the statement the build made from the evaluation. */
export default function StatementPage({ statement }: { statement: StatementData }) {
  return (
    <Layout
      title={statementTitle()}
      description={translate({
        id: 'accessibility.metaDescription',
        message: 'How accessible Amsterdam Developers is, what is not yet, and how to report a barrier',
      })}
    >
      <main>
        <Grid paddingVertical="x-large">
          <Grid.Cell span={{ narrow: 4, medium: 8, wide: 8 }}>
            <Statement statement={statement} />
          </Grid.Cell>
        </Grid>
      </main>
    </Layout>
  );
}

import TextPage from '@site/src/components/TextPage';
import type { Statement as StatementData } from '@site/lib/accessibility-evaluation';
import { translate } from '@docusaurus/Translate';
import Statement, { statementTitle } from './Statement';

/** The route of plugins/accessibility-statement: the statement the build made from the evaluation. */
export default function StatementPage({ statement }: { statement: StatementData }) {
  return (
    <TextPage
      title={statementTitle()}
      description={translate({
        id: 'accessibility.metaDescription',
        message: 'How accessible Amsterdam Developers is, what is not yet, and how to report a barrier',
      })}
    >
      <Statement statement={statement} />
    </TextPage>
  );
}

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { buildStatement, type Evaluation, type Statement } from '../../lib/accessibility-evaluation';

/** Where the statement lives: the path the national register and Dutch law expect. */
export const STATEMENT_PATH = '/toegankelijkheid';

/** The evaluation in the repository, read at build time. */
export const EVALUATION_FILE = 'accessibility/evaluation.json';

export async function readEvaluation(siteDir: string): Promise<Evaluation> {
  return JSON.parse(await readFile(join(siteDir, EVALUATION_FILE), 'utf8')) as Evaluation;
}

/**
 * The accessibility statement at /toegankelijkheid, built from the WCAG-EM
 * evaluation: an evaluation with a criterion left unjudged, or a failure
 * without a deviation and its date, fails the build rather than publish a
 * statement the data does not carry. Only the statement goes to the browser,
 * not the evaluation's evidence.
 */
export default function accessibilityStatement(context: LoadContext): Plugin<Statement> {
  return {
    name: 'accessibility-statement',
    getPathsToWatch: () => [join(context.siteDir, EVALUATION_FILE)],
    async loadContent() {
      return buildStatement(await readEvaluation(context.siteDir));
    },
    async contentLoaded({ content, actions }) {
      const statement = await actions.createData('statement.json', JSON.stringify(content));
      actions.addRoute({
        path: STATEMENT_PATH,
        exact: true,
        component: '@site/src/components/Accessibility/StatementPage.tsx',
        modules: { statement },
      });
    },
  };
}

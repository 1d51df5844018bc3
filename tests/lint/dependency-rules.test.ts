import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: path.resolve(__dirname, '../..') });

/** The no-restricted-imports messages ESLint gives for `source` as if it were the file `file`. */
async function restricted(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// The first lint loads the config and the TypeScript parser: seconds on a busy machine.
describe('the direction of dependencies, as npm run lint enforces it', { timeout: 60_000 }, () => {
  it.each([
    [
      'a plugin imports a UI component',
      'plugins/x/index.ts',
      "import '../../src/components/Search/hits';",
      /never import the browser UI/,
    ],
    ['a plugin imports the server', 'plugins/x/index.ts', "import '../../server/files';", /does not import the server/],
    [
      'the server imports the UI',
      'server/x.ts',
      "import '../src/components/useCopied';",
      /imports neither the browser/,
    ],
    [
      'the server imports a plugin',
      'server/x.ts',
      "import '../plugins/precompress/index';",
      /imports neither the browser/,
    ],
    [
      'a component imports a plugin',
      'src/components/X.tsx',
      "import '@site/plugins/csp-hashes';",
      /does not import the build/,
    ],
    ['a test imports a script', 'tests/e2e/x.spec.ts', "import '../../scripts/search-build';", /nothing imports them/],
    ['the config imports a script', 'playwright.config.ts', "import './scripts/chromium';", /nothing imports them/],
    [
      'the server reaches inside the search core',
      'server/x.ts',
      "import '../packages/search/src/engine';",
      /through its entries/,
    ],
    [
      'a component reaches inside the search core',
      'src/x.ts',
      "import '@site/packages/search/src/providers';",
      /through its entries/,
    ],
    ['the search core imports lib/', 'packages/search/src/x.ts', "import '../../../lib/site-facts';", /stands alone/],
    ['lib/ imports the UI', 'lib/x.ts', "import '../src/components/useCopied';", /imports only Node/],
    [
      'a tool reaches inside the assistant',
      'scripts/x.ts',
      "import '../server/assistant/compose';",
      /through server\/assistant/,
    ],
    [
      'the page feedback imports Ask AI',
      'server/page-feedback/x.ts',
      "import { AskError } from '../ask/errors';",
      /share only server\/api-shared/,
    ],
    [
      "a page-feedback test imports Ask AI's entry",
      'server/page-feedback/x.test.ts',
      "import { askConfigFromEnv } from '../ask';",
      /share only server\/api-shared/,
    ],
    [
      'Ask AI imports the page feedback',
      'server/ask/x.ts',
      "import { parsePageFeedback } from '../page-feedback/requests';",
      /share only server\/api-shared/,
    ],
    [
      'an Ask AI test imports the page feedback',
      'server/ask/x.test.ts',
      "import { pageFeedbackApi } from '../page-feedback';",
      /share only server\/api-shared/,
    ],
    [
      'the shared API pieces import a plugin',
      'server/api-shared/x.ts',
      "import type { AskConfig } from '../ask/config';",
      /imports none of them/,
    ],
    ['the MCP server imports Ask AI', 'server/mcp/x.ts', "import type { AskConfig } from '../ask';", /not Ask AI/],
    [
      'an MCP test reaches inside Ask AI',
      'server/mcp/x.test.ts',
      "import { askConfigFromEnv } from '../ask/config';",
      /from its entry/,
    ],
    [
      'the page feedback imports the UI, besides its own rule',
      'server/page-feedback/x.ts',
      "import '../../src/components/useCopied';",
      /imports neither the browser/,
    ],
    [
      'Ask AI imports Search',
      'src/components/AskAI/X.tsx',
      "import '../Search/SearchModal.module.css';",
      /Ask AI does not import Search/,
    ],
    [
      'Ask AI imports Search by its full name',
      'src/components/AskAI/__fixtures__/x.ts',
      "import '@site/src/components/Search/shortcuts';",
      /Ask AI does not import Search/,
    ],
    [
      'Search imports Ask AI past its lazy loader',
      'src/components/Search/X.tsx',
      "import '../AskAI/AskAiScreen';",
      /only through its lazy loader/,
    ],
    [
      'the shared dialog imports Ask AI',
      'src/components/ModalShell/x.ts',
      "import '../AskAI/conversations';",
      /import neither/,
    ],
    [
      'Ask AI imports the server',
      'src/components/AskAI/x.ts',
      "import '../../../server/assistant';",
      /does not import the build/,
    ],
  ])('fails when %s', async (_name, file, source, message) => {
    const messages = await restricted(file, source);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each([
    ['the server uses the Node entry', 'server/x.ts', "import '../packages/search/src/node';"],
    ['a component uses the browser entry', 'src/x.ts', "import '@site/packages/search/src';"],
    ['a plugin uses lib/', 'plugins/x/index.ts', "import '../../lib/search-settings';"],
    ['the server uses lib/', 'server/x.ts', "import '../lib/csp-manifest';"],
    ['a script uses anything', 'scripts/x.ts', "import '../plugins/search-index/extract'; import './search-build';"],
    [
      'a tool uses the assistant through its entries',
      'scripts/report/x.ts',
      "import '../../server/assistant'; import '../../server/assistant/evaluation';",
    ],
    ['a server test builds a site with a plugin', 'server/x.test.ts', "import '../plugins/precompress/index';"],
    [
      'a component test uses search test data',
      'src/x.test.ts',
      "import '@site/packages/search/src/__fixtures__/corpus';",
    ],
    ['an npm package named like a folder', 'src/x.ts', "import 'react-dom/server';"],
    [
      'the API plugins use the shared pieces',
      'server/page-feedback/x.ts',
      "import '../api-shared/errors'; import '../api-shared/rate-limit';",
    ],
    ['Ask AI uses the shared pieces', 'server/ask/x.ts', "import '../api-shared/config'; import './token';"],
    [
      'the MCP server uses the assistant, its own ask_standards and the shared pieces',
      'server/mcp/x.ts',
      "import '../assistant'; import './ask'; import '../api-shared/rate-limit';",
    ],
    ["an MCP test takes Ask AI's settings from its entry", 'server/mcp/x.test.ts', "import '../ask';"],
    [
      'a test beside server/api.ts uses every API plugin',
      'server/x.test.ts',
      "import '../ask'; import './page-feedback';",
    ],
    ['Search opens Ask AI through its lazy loader', 'src/components/Search/X.tsx', "import '../AskAI/AskAiLoader';"],
    [
      'Search tests use Ask AI test data',
      'src/components/Search/X.test.tsx',
      "import '../AskAI/__fixtures__/assistant';",
    ],
    [
      'Ask AI uses the shared dialog and hits',
      'src/components/AskAI/X.tsx',
      "import '../ModalShell/CloseButton'; import '../SearchHit/hits';",
    ],
  ])('allows it when %s', async (_name, file, source) => {
    expect(await restricted(file, source)).toEqual([]);
  });
});

/**
 * Every code block marked `runnable` in docs/ is checked with the tool a developer would use
 * (CONTRIBUTING.md, "Code blocks"): a snippet that stops compiling, parsing or passing its own
 * tests fails here. A check whose tool is not installed is skipped with a message saying so.
 */
import { afterAll, beforeAll, describe, expect, it, type TestContext } from 'vitest';
import {
  Unavailable,
  checkDockerfile,
  checkShell,
  compilePython,
  cssImports,
  pageHasPythonTests,
  parseCss,
  parseJson,
  parseToml,
  parseYaml,
  pytest,
  runSql,
  snippetsDatabaseUrl,
  typecheck,
  vitest,
  vitestProjects,
} from './snippet-checks';
import {
  docsPages,
  runnableSnippets,
  writeWorkspace,
  type Snippet,
  type SnippetKind,
  type Workspace,
} from './snippet-files';

const pages = docsPages();
const snippets = runnableSnippets(pages);
const pageFile = new Map(pages.map((page) => [page.id, page.file]));
let workspace: Workspace;

beforeAll(() => {
  workspace = writeWorkspace(snippets, pages);
});
afterAll(() => {
  if (process.env.KEEP_SNIPPETS) console.info(`Snippet workspace kept at ${workspace.root}`);
  else workspace?.remove();
});

function pagesWith(kind: SnippetKind): string[] {
  return [...new Set(snippets.filter((s) => s.kind === kind).map((s) => s.page))];
}

function ofKind(kind: SnippetKind): { label: string; snippet: Snippet }[] {
  return snippets
    .filter((s) => s.kind === kind)
    .map((snippet) => ({ label: `${pageFile.get(snippet.page)}:${snippet.line} ${snippet.title}`, snippet }));
}

/** Runs a check; a missing tool skips the test with its reason instead of failing or passing silently. */
async function check(context: TestContext, body: () => unknown): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof Unavailable) {
      console.warn(`Snippet check skipped: ${error.message}`);
      context.skip(error.message);
    }
    throw error;
  }
}

// Each check starts a real tool; on a busy machine a typecheck alone can take several seconds.
describe('runnable snippets in docs/', { timeout: 120_000 }, () => {
  it('are found, of every kind the pages use', () => {
    const kinds = new Set(snippets.map((s) => s.kind));
    for (const kind of ['typescript', 'python', 'sql', 'yaml', 'json', 'shell', 'dockerfile', 'css'] as const) {
      expect(kinds, `no runnable ${kind} block found`).toContain(kind);
    }
  });

  describe('TypeScript and TSX, typechecked strict per page', () => {
    it.concurrent.for(pagesWith('typescript'))('%s', async (page, context) => {
      await check(context, () => typecheck(workspace, page));
    });

    it.for(pagesWith('typescript'))('%s imports only CSS that exists', async (page, context) => {
      await check(context, () =>
        expect(
          cssImports(
            workspace,
            page,
            snippets.filter((s) => s.page === page),
          ),
        ).toEqual([]),
      );
    });
  });

  describe('example tests run with Vitest, as written', () => {
    const projects = vitestProjects(snippets).map((p) => ({ ...p, label: `${p.page} (${p.project})` }));
    it.for(projects)('$label', async ({ page, project }, context) => {
      await check(context, () => vitest(workspace, page, project));
    });
  });

  describe('Python compiles, and the tests a page shows pass with pytest', () => {
    it.for(pagesWith('python'))('%s compiles', async (page, context) => {
      await check(context, () =>
        compilePython(
          workspace,
          page,
          snippets.filter((s) => s.page === page),
        ),
      );
    });

    it.for(pagesWith('python'))('%s: pytest, where the page has tests', async (page, context) => {
      if (!pageHasPythonTests(workspace, page)) return;
      const database = new URL(snippetsDatabaseUrl);
      await check(context, () =>
        pytest(workspace, page, {
          PGHOST: database.hostname,
          PGPORT: database.port || '5432',
          PGDATABASE: database.pathname.slice(1),
          PGUSER: decodeURIComponent(database.username),
          PGPASSWORD: decodeURIComponent(database.password),
        }),
      );
    });
  });

  describe('SQL runs on PostgreSQL (PostGIS where used), rolled back afterwards', () => {
    it.for(ofKind('sql'))('$label', async ({ snippet }, context) => {
      await check(context, () => runSql(snippet));
    });
  });

  describe('configuration parses', () => {
    it.for(ofKind('yaml'))('YAML $label', async ({ snippet }, context) => {
      await check(context, () => parseYaml(snippet));
    });
    it.for(ofKind('json'))('JSON $label', ({ snippet }) => {
      parseJson(snippet);
    });
    it.for(ofKind('toml'))('TOML $label', async ({ snippet }, context) => {
      await check(context, () => parseToml(workspace, snippet));
    });
    it.for(ofKind('css'))('CSS $label', async ({ snippet }, context) => {
      await check(context, () => parseCss(snippet));
    });
  });

  describe('Dockerfiles parse and follow the Docker standard', () => {
    it.for(ofKind('dockerfile'))('$label', async ({ snippet }, context) => {
      await check(context, () => checkDockerfile(snippet));
    });
  });

  describe('shell commands parse (bash -n)', () => {
    it.concurrent.for(ofKind('shell'))('$label', async ({ snippet }) => {
      await checkShell(workspace, snippet);
    });
  });
});

/**
 * The runnable code blocks of docs/, written out as files so real tools can check them.
 *
 * Each page gets its own folder in a temporary directory; a block whose title is a file path
 * is written to that path, so the files of one page import each other as they would in a
 * project. Files a page refers to but does not show (the component its test renders, an empty
 * `__init__.py`) come from `tests/content/snippets/fixtures/<page>/`. The packages the blocks
 * import are those of `tests/content/snippets/package.json`, linked in as `node_modules`.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative, resolve, sep } from 'node:path';
import { isDocsPage } from '@site/plugins/front-matter/parse';
import { fenceMarkers, fenceMeta, readPage, type Fence } from './markdown';

const docsDir = resolve(__dirname, '../../docs');
export const snippetsDir = resolve(__dirname, 'snippets');
const fixturesDir = join(snippetsDir, 'fixtures');

/** The languages the snippet test can check, and the kind of check each gets. */
const snippetKinds = {
  ts: 'typescript',
  tsx: 'typescript',
  python: 'python',
  sql: 'sql',
  yaml: 'yaml',
  json: 'json',
  toml: 'toml',
  dockerfile: 'dockerfile',
  bash: 'shell',
  css: 'css',
} as const;
export type SnippetKind = (typeof snippetKinds)[keyof typeof snippetKinds];

/** Kinds whose files import each other or are found by name, so their title must be a file path. */
const kindsNeedingAPath: readonly SnippetKind[] = ['typescript', 'python', 'css'];
const extensions: Record<SnippetKind, string> = {
  typescript: 'ts',
  python: 'py',
  sql: 'sql',
  yaml: 'yaml',
  json: 'json',
  toml: 'toml',
  dockerfile: 'Dockerfile',
  shell: 'sh',
  css: 'css',
};

export interface Snippet {
  /** The page id, such as `frontend/testing`. */
  page: string;
  kind: SnippetKind;
  language: string;
  title: string;
  /** The line of the opening fence in the page's file. */
  line: number;
  code: string;
  /** Where the block is written, relative to its page folder. */
  path: string;
}

export interface DocsPage {
  id: string;
  file: string;
  fences: Fence[];
}

export function docsPages(): DocsPage[] {
  return readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => isDocsPage(join(docsDir, file)))
    .map((file) => file.split(sep).join('/'))
    .sort()
    .map((file) => ({
      id: file.replace(/\.mdx?$/, ''),
      file: `docs/${file}`,
      fences: readPage(readFileSync(join(docsDir, file), 'utf8')).fences,
    }));
}

/** A title that names a file: no spaces, and a dot or a slash in it (`Dockerfile` too). */
function isFilePath(title: string): boolean {
  return /^[\w.@-][\w./@-]*$/.test(title) && (/[./]/.test(title) || title === 'Dockerfile');
}

/** Problems with how a page marks its blocks, for the content test; empty when all is well. */
export function markerProblems(page: DocsPage): string[] {
  const problems: string[] = [];
  const paths = new Set<string>();
  for (const fence of page.fences) {
    const where = `${page.file}:${fence.line}`;
    const markers = fenceMarkers(fence);
    if (markers.length !== 1) {
      problems.push(`${where}: mark the block with exactly one of "runnable" or "illustrative"`);
      continue;
    }
    if (markers[0] !== 'runnable') continue;
    const kind = snippetKinds[fence.language as keyof typeof snippetKinds] as SnippetKind | undefined;
    const { title } = fenceMeta(fence);
    if (!kind) {
      problems.push(`${where}: the snippet test cannot check "${fence.language}" blocks; mark it "illustrative"`);
    } else if (kindsNeedingAPath.includes(kind) && !isFilePath(title)) {
      problems.push(`${where}: a runnable ${fence.language} block needs a file path as its title`);
    } else if (isFilePath(title)) {
      if (paths.has(title)) problems.push(`${where}: another runnable block on this page is also "${title}"`);
      paths.add(title);
    }
  }
  return problems;
}

export function runnableSnippets(pages: DocsPage[]): Snippet[] {
  return pages.flatMap((page) =>
    page.fences
      .filter((fence) => fenceMarkers(fence).includes('runnable'))
      .flatMap((fence): Snippet[] => {
        const kind = snippetKinds[fence.language as keyof typeof snippetKinds] as SnippetKind | undefined;
        if (!kind) return [];
        const { title } = fenceMeta(fence);
        const path = isFilePath(title) ? normalize(title) : `block-${fence.line}.${extensions[kind]}`;
        return [{ page: page.id, kind, language: fence.language, title, line: fence.line, code: fence.code, path }];
      }),
  );
}

export interface Workspace {
  root: string;
  pageDir(page: string): string;
  /**
   * Where a written file came from, for messages: `docs/projects/sso.md:94 (src/auth/oidc.ts:23)` for line 23
   * of the block that opens on line 71, or the file's path when it is a fixture.
   */
  describe(file: string, base?: string, row?: number): string;
  remove(): void;
}

/** Writes every runnable block, and the fixtures of its page, into a fresh temporary directory. */
export function writeWorkspace(snippets: Snippet[], pages: DocsPage[]): Workspace {
  const root = mkdtempSync(join(tmpdir(), 'docs-snippets-'));
  const modules = join(snippetsDir, 'node_modules');
  if (existsSync(modules)) symlinkSync(modules, join(root, 'node_modules'), 'dir');
  const pageDir = (page: string) => join(root, ...page.split('/'));
  const sources = new Map<string, Snippet>();
  const pageFile = new Map(pages.map((page) => [page.id, page.file]));

  for (const page of new Set(snippets.map((snippet) => snippet.page))) {
    const fixtures = join(fixturesDir, ...page.split('/'));
    if (existsSync(fixtures)) cpSync(fixtures, pageDir(page), { recursive: true });
  }
  for (const snippet of snippets) {
    const target = join(pageDir(snippet.page), snippet.path);
    if (relative(pageDir(snippet.page), target).startsWith('..')) {
      throw new Error(`${pageFile.get(snippet.page)}:${snippet.line}: the title leaves the page's folder`);
    }
    if (existsSync(target)) {
      throw new Error(`${pageFile.get(snippet.page)}:${snippet.line}: a fixture has the same path as this block`);
    }
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, snippet.code);
    sources.set(target, snippet);
  }

  return {
    root,
    pageDir,
    describe: (file, base = root, row) => {
      const snippet = sources.get(resolve(base, file));
      if (!snippet) return relative(root, resolve(base, file));
      const where = row === undefined ? snippet.line : snippet.line + row;
      return `${pageFile.get(snippet.page)}:${where} (${snippet.path}${row === undefined ? '' : `:${row}`})`;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Every file under a page's folder whose name matches, relative to that folder. */
export function filesIn(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => pattern.test(file))
    .sort();
}

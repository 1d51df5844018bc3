/**
 * Keeps ARCHITECTURE.md true to the code, as part of `npm run lint`:
 *
 *   tsx scripts/check-architecture.ts
 *
 * - every folder directly under plugins/, server/, src/components/ and scripts/ has a row in a table of the file
 *   (its path in backticks with a trailing slash, then what it is); a row for a folder that does not exist is allowed;
 * - the header rows of the table for a CDN are exactly the headers the server sends on every response: the
 *   Content-Security-Policy (with placeholders for the build's lists), HSTS and `SECURITY_HEADERS`.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cspHeader, HSTS, SECURITY_HEADERS } from '../server/security';

/** The folders whose every subfolder the file must name. */
export const NAMED_ROOTS = ['plugins', 'server', 'src/components', 'scripts'] as const;

/** The subfolders of the roots under `root`, as `plugins/changelog/`. */
export function foldersToName(root: string): string[] {
  return NAMED_ROOTS.flatMap((parent) => {
    const dir = path.join(root, parent);
    if (!existsSync(dir)) return [];
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => `${parent}/${entry.name}/`);
  }).sort();
}

/** Every table row whose first cell is one folder in backticks and whose second says something. */
const FOLDER_ROW = /^\|\s*`([\w./-]+\/)`\s*\|\s*(.*?)\s*\|/gm;

export function namedFolders(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(FOLDER_ROW)].filter((row) => row[2]!.length > 0).map((row) => row[1]!));
}

export function unnamedFolders(folders: readonly string[], markdown: string): string[] {
  const named = namedFolders(markdown);
  return folders.filter((folder) => !named.has(folder));
}

/** The placeholders the file shows for the lists of `build/csp-sources.json`. */
const CSP_PLACEHOLDERS = {
  scriptHashes: ['<scriptHashes>'],
  styleHashes: ['<styleHashes>'],
  styleAttributeHashes: ['<styleAttributeHashes>'],
  connectSources: ['<connectSources>'],
};

/** What the server sends on every response, by header name as the file writes it. */
export function serverHeaders(): Map<string, string> {
  return new Map([
    ['Content-Security-Policy', cspHeader(CSP_PLACEHOLDERS)],
    ['Strict-Transport-Security', HSTS],
    ...Object.entries(SECURITY_HEADERS),
  ]);
}

/** Table rows whose first cell is a header name alone in backticks: the name and the first backticked value. */
const HEADER_ROW = /^\|\s*`([A-Z][A-Za-z]*(?:-[A-Za-z]+)+)`\s*\|\s*`([^`]*)`/gm;

export function documentedHeaders(markdown: string): Map<string, string> {
  return new Map([...markdown.matchAll(HEADER_ROW)].map((row) => [row[1]!, row[2]!]));
}

/** Each way the documented headers differ from the server's, with the row the file should have. */
export function headerDifferences(
  sent: ReadonlyMap<string, string>,
  documented: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = [];
  for (const [name, value] of sent) {
    const written = documented.get(name);
    if (written === undefined) problems.push(`no row for ${name}; add: | \`${name}\` | \`${value}\` |`);
    else if (written !== value) problems.push(`${name} is \`${written}\`, the server sends \`${value}\``);
  }
  for (const name of documented.keys()) {
    if (!sent.has(name)) problems.push(`a row for ${name}, which the server does not send on every response`);
  }
  return problems;
}

/** Everything ARCHITECTURE.md under `root` gets wrong, one line each; empty when it is right. */
export function architectureProblems(root: string, sent: ReadonlyMap<string, string> = serverHeaders()): string[] {
  const markdown = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');
  return [
    ...unnamedFolders(foldersToName(root), markdown).map(
      (folder) => `${folder} has no row in "Inside the folders": add | \`${folder}\` | what it is |`,
    ),
    ...headerDifferences(sent, documentedHeaders(markdown)).map((problem) => `header table: ${problem}`),
  ];
}

if (/check-architecture\.ts$/.test(process.argv[1] ?? '')) {
  const problems = architectureProblems(path.resolve(__dirname, '..'));
  if (problems.length > 0) {
    console.error(`ARCHITECTURE.md is out of date:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
}

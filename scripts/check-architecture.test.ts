import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  architectureProblems,
  documentedHeaders,
  foldersToName,
  headerDifferences,
  serverHeaders,
  unnamedFolders,
} from './check-architecture';

const root = path.resolve(__dirname, '..');
const architecture = readFileSync(path.join(root, 'ARCHITECTURE.md'), 'utf8');

let copy: string | undefined;
afterEach(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
  copy = undefined;
});

/** A repository of the given folders with the given ARCHITECTURE.md. */
function repository(folders: readonly string[], markdown: string): string {
  copy = mkdtempSync(path.join(tmpdir(), 'check-architecture-'));
  for (const folder of folders) mkdirSync(path.join(copy, folder), { recursive: true });
  writeFileSync(path.join(copy, 'ARCHITECTURE.md'), markdown);
  return copy;
}

describe('ARCHITECTURE.md', () => {
  it('names every folder of the repository and the headers the server sends', () => {
    expect(architectureProblems(root)).toEqual([]);
  });
});

describe('the folder check', () => {
  it('fires on a folder the file does not name, under each of the four roots', () => {
    const dir = repository(
      ['plugins/changelog', 'plugins/new-plugin', 'server/new-api', 'src/components/NewWidget', 'scripts/new-tool'],
      architecture,
    );
    expect(architectureProblems(dir).filter((problem) => !problem.startsWith('header'))).toEqual([
      'plugins/new-plugin/ has no row in "Inside the folders": add | `plugins/new-plugin/` | what it is |',
      'scripts/new-tool/ has no row in "Inside the folders": add | `scripts/new-tool/` | what it is |',
      'server/new-api/ has no row in "Inside the folders": add | `server/new-api/` | what it is |',
      'src/components/NewWidget/ has no row in "Inside the folders": add | `src/components/NewWidget/` | what it is |',
    ]);
  });

  it('lists only folders directly under the roots, not files or deeper folders', () => {
    const dir = repository(['plugins/a/__fixtures__', 'server/b', 'lib/c', 'src/theme/D'], '');
    writeFileSync(path.join(dir, 'server/app.ts'), '');
    expect(foldersToName(dir)).toEqual(['plugins/a/', 'server/b/']);
  });

  it('takes a folder as named only in a table row that says what it is', () => {
    const folders = ['plugins/a/', 'plugins/b/', 'plugins/c/'];
    const markdown = [
      '`plugins/a/` in a sentence is not a row.',
      '| `plugins/b/` |  |',
      '| `plugins/c/` | the c plugin |',
    ].join('\n');
    expect(unnamedFolders(folders, markdown)).toEqual(['plugins/a/', 'plugins/b/']);
  });

  it('allows a row for a folder that does not exist yet', () => {
    const dir = repository(['plugins/a'], '| `plugins/a/` | a |\n| `server/not-yet/` | coming |\n');
    expect(architectureProblems(dir, new Map())).toEqual([]);
  });
});

describe('the header check', () => {
  const sent = serverHeaders();

  it('reads the server table with the policy and HSTS, Permissions-Policy among them', () => {
    expect(sent.get('Permissions-Policy')).toMatch(/camera=\(\)/);
    expect(sent.get('Strict-Transport-Security')).toMatch(/^max-age=/);
    expect(sent.get('Content-Security-Policy')).toMatch(/^default-src 'none'; script-src 'self' <scriptHashes>;/);
  });

  it('fires on a missing row, a different value and a row the server does not send', () => {
    const rows = documentedHeaders(architecture);
    expect(new Set(rows.keys())).toEqual(new Set(sent.keys()));
    const without = architecture.replace(/^\| `Permissions-Policy` .*\n/m, '');
    const changed = architecture.replace('| `X-Frame-Options` | `DENY` |', '| `X-Frame-Options` | `SAMEORIGIN` |');
    const extra = architecture.replace(
      '| `X-Frame-Options` |',
      '| `X-Powered-By` | `Fastify` |\n| `X-Frame-Options` |',
    );
    expect(headerDifferences(sent, documentedHeaders(without))).toEqual([
      `no row for Permissions-Policy; add: | \`Permissions-Policy\` | \`${sent.get('Permissions-Policy')}\` |`,
    ]);
    expect(headerDifferences(sent, documentedHeaders(changed))).toEqual([
      'X-Frame-Options is `SAMEORIGIN`, the server sends `DENY`',
    ]);
    expect(headerDifferences(sent, documentedHeaders(extra))).toEqual([
      'a row for X-Powered-By, which the server does not send on every response',
    ]);
  });

  it('fires when the server sends a header the file does not list', () => {
    const dir = repository([], architecture);
    const more = new Map([...sent, ['Cross-Origin-Embedder-Policy', 'require-corp']]);
    expect(architectureProblems(dir, more)).toEqual([
      'header table: no row for Cross-Origin-Embedder-Policy; add: | `Cross-Origin-Embedder-Policy` | `require-corp` |',
    ]);
  });
});

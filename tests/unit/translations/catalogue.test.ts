import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, type Catalogue } from './check';
import { extractTranslations } from './extract';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const catalogue = JSON.parse(readFileSync(join(root, 'i18n/en/code.json'), 'utf8')) as Catalogue;

/** The ids of Docusaurus' own theme strings, which i18n/en/code.json may override. */
function docusaurusIds(): Set<string> {
  const base = dirname(
    createRequire(import.meta.url).resolve('@docusaurus/theme-translations/locales/base/theme-common.json'),
  );
  const ids = readdirSync(base).flatMap((file) => Object.keys(JSON.parse(readFileSync(join(base, file), 'utf8'))));
  return new Set(ids.filter((id) => !id.endsWith('___DESCRIPTION')));
}

/** The site's own source files: what the browser runs, without tests and their fixtures. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function extractAll(files: Record<string, string>) {
  const all = Object.entries(files).map(([file, text]) => extractTranslations(file, text));
  return { uses: all.flatMap((one) => one.uses), problems: all.flatMap((one) => one.problems) };
}

const sources = Object.fromEntries(
  sourceFiles(join(root, 'src')).map((path) => [relative(root, path), readFileSync(path, 'utf8')]),
);
const themeIds = docusaurusIds();

describe('the UI strings of src/ and i18n/en/code.json', () => {
  it('agree: every id used has its entry with the same message, and every entry of ours is used', () => {
    const { uses, problems } = extractAll(sources);
    expect(uses.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    expect(catalogueProblems(uses, catalogue, themeIds)).toEqual([]);
  });

  it('allows overrides of Docusaurus’ own ids that no file of ours names', () => {
    expect(Object.keys(catalogue).filter((id) => id.startsWith('theme.'))).not.toHaveLength(0);
    expect(themeIds.has('theme.colorToggle.ariaLabel')).toBe(true);
  });
});

describe('the check', () => {
  const component = `
    import Translate, { translate as t } from '@docusaurus/Translate';
    export const label = t({ id: 'demo.label', message: 'Close' });
    export function Demo({ n }: { n: number }) {
      return (
        <p>
          <Translate id="demo.count" values={{ n }}>{'{n} results'}</Translate>
          <Translate id="demo.text">
            Some   text
            over two lines
          </Translate>
        </p>
      );
    }`;
  const agreeing: Catalogue = {
    'demo.label': { message: 'Close', description: 'The button that closes it' },
    'demo.count': { message: '{n} results', description: 'How many' },
    'demo.text': { message: 'Some text over two lines', description: 'A text' },
    'theme.colorToggle.ariaLabel': { message: 'Toggle {mode}', description: 'The colour toggle' },
  };
  const { uses } = extractAll({ 'demo.tsx': component });

  it('reads calls and elements with the TypeScript compiler, whatever the local names', () => {
    expect(uses.map(({ id, message }) => [id, message])).toEqual([
      ['demo.label', 'Close'],
      ['demo.count', '{n} results'],
      ['demo.text', 'Some text over two lines'],
    ]);
    expect(catalogueProblems(uses, agreeing, themeIds)).toEqual([]);
  });

  it('fails on an id without an entry', () => {
    const missing = Object.fromEntries(Object.entries(agreeing).filter(([id]) => id !== 'demo.count'));
    expect(catalogueProblems(uses, missing, themeIds)).toEqual([
      'demo.tsx:7: "demo.count" has no entry in i18n/en/code.json',
    ]);
  });

  it('fails on a message changed on one side only', () => {
    const changed = { ...agreeing, 'demo.label': { ...agreeing['demo.label']!, message: 'Shut' } };
    expect(catalogueProblems(uses, changed, themeIds)).toEqual([
      'demo.tsx:3: "demo.label" says "Close" in the code, "Shut" in i18n/en/code.json',
    ]);
  });

  it('fails on an entry nothing uses, unless it is Docusaurus’ own', () => {
    const unused = { ...agreeing, 'demo.gone': { message: 'Gone', description: 'Gone' } };
    expect(catalogueProblems(uses, unused, themeIds)).toEqual(['"demo.gone" in i18n/en/code.json is used nowhere']);
  });

  it('fails on one id with two messages in the code', () => {
    const twice = extractAll({
      'a.tsx': `import { translate } from '@docusaurus/Translate'; translate({ id: 'demo.label', message: 'Close' });`,
      'b.tsx': `import { translate } from '@docusaurus/Translate'; translate({ id: 'demo.label', message: 'Shut' });`,
    });
    const one = { 'demo.label': { message: 'Close', description: 'The button that closes it' } };
    expect(catalogueProblems(twice.uses, one, themeIds)).toContain(
      'b.tsx:1: "demo.label" says "Shut", but "Close" at a.tsx:1',
    );
  });

  it('fails on an entry without a description, or with an empty one', () => {
    const bare = {
      ...agreeing,
      'demo.label': { message: 'Close' },
      'demo.count': { message: '{n} results', description: ' ' },
    };
    expect(catalogueProblems(uses, bare, themeIds)).toEqual([
      '"demo.label" in i18n/en/code.json has no description',
      '"demo.count" in i18n/en/code.json has no description',
    ]);
  });

  it('refuses a description in the code: the catalogue is its one place', () => {
    const described = extractAll({
      'e.tsx': `
        import Translate, { translate } from '@docusaurus/Translate';
        translate({ id: 'demo.label', message: 'Close', description: 'The button that closes it' });
        export const A = () => <Translate id="demo.a" description="A text">A</Translate>;`,
    });
    expect(described.uses).toEqual([]);
    expect(described.problems).toEqual([
      'e.tsx:3: it has a description: write it in i18n/en/code.json only',
      'e.tsx:4: it has a description: write it in i18n/en/code.json only',
    ]);
  });

  it('refuses what only running the code could read', () => {
    const dynamic = extractAll({
      'd.tsx': `
        import Translate, { translate } from '@docusaurus/Translate';
        const text = 'Close';
        translate({ id: 'demo.label', message: text });
        translate({ message: 'No id' });
        export const A = () => <Translate id="demo.a">{text}</Translate>;
        export const B = () => <Translate id="demo.b">Don&rsquo;t</Translate>;`,
    });
    expect(dynamic.uses).toEqual([]);
    expect(dynamic.problems).toEqual([
      'd.tsx:4: its message is not a string literal',
      'd.tsx:5: it needs both an id and a message',
      'd.tsx:6: its message is not text or a string literal',
      'd.tsx:7: its message holds an HTML entity: write the character itself',
    ]);
  });
});

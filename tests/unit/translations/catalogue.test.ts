import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProblems, type Catalogue } from './check';
import { extractTranslations, type TranslationUse } from './extract';

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

const scratch = mkdtempSync(join(tmpdir(), 'translations-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The strings of source files written for a test, each named as given. */
function extractAll(files: Record<string, string>) {
  const dir = mkdtempSync(join(scratch, 'case-'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text);
  return extractTranslations(
    Object.keys(files).map((file) => join(dir, file)),
    `${dir}/`,
  );
}

const themeIds = docusaurusIds();

describe('the UI strings of src/ and i18n/en/code.json', () => {
  it('agree: every id used has its entry with the same message, and every entry of ours is used', async () => {
    const { uses, problems } = await extractTranslations(sourceFiles(join(root, 'src')), root);
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
  let uses: TranslationUse[];
  beforeAll(async () => {
    ({ uses } = await extractAll({ 'demo.tsx': component }));
  });

  it('reads calls and elements as Docusaurus does, whatever the local names', () => {
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
      'demo.tsx: "demo.count" has no entry in i18n/en/code.json',
    ]);
  });

  it('fails on a message changed on one side only', () => {
    const changed = { ...agreeing, 'demo.label': { ...agreeing['demo.label']!, message: 'Shut' } };
    expect(catalogueProblems(uses, changed, themeIds)).toEqual([
      'demo.tsx: "demo.label" says "Close" in the code, "Shut" in i18n/en/code.json',
    ]);
  });

  it('fails on an entry nothing uses, unless it is Docusaurus’ own', () => {
    const unused = { ...agreeing, 'demo.gone': { message: 'Gone', description: 'Gone' } };
    expect(catalogueProblems(uses, unused, themeIds)).toEqual(['"demo.gone" in i18n/en/code.json is used nowhere']);
  });

  it('fails on one id with two messages in the code', async () => {
    const twice = await extractAll({
      'a.tsx': `import { translate } from '@docusaurus/Translate'; translate({ id: 'demo.label', message: 'Close' });`,
      'b.tsx': `import { translate } from '@docusaurus/Translate'; translate({ id: 'demo.label', message: 'Shut' });`,
    });
    const one = { 'demo.label': { message: 'Close', description: 'The button that closes it' } };
    expect(catalogueProblems(twice.uses, one, themeIds)).toContain(
      'b.tsx: "demo.label" says "Shut", but "Close" at a.tsx',
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

  it('refuses a description in the code: the catalogue is its one place', async () => {
    const described = await extractAll({
      'e.tsx': `
        import Translate, { translate } from '@docusaurus/Translate';
        translate({ id: 'demo.label', message: 'Close', description: 'The button that closes it' });
        export const A = () => <Translate id="demo.a" description="A text">A</Translate>;`,
    });
    expect(described.uses).toEqual([]);
    expect(described.problems).toEqual([
      'e.tsx: "demo.label" has a description: write it in i18n/en/code.json only',
      'e.tsx: "demo.a" has a description: write it in i18n/en/code.json only',
    ]);
  });

  it('refuses what only running the code could read, and a string without an id', async () => {
    const dynamic = await extractAll({
      'd.tsx': `
        import Translate, { translate } from '@docusaurus/Translate';
        export const f = (text: string) => translate({ id: 'demo.label', message: text });
        translate({ message: 'No id' });
        export const A = ({ text }: { text: string }) => <Translate id="demo.a">{text}</Translate>;`,
    });
    expect(dynamic.uses).toEqual([]);
    expect(dynamic.problems).toEqual([
      expect.stringMatching(/^d\.tsx: translate\(\) first arg should be a statically evaluable object/),
      expect.stringMatching(/^d\.tsx: Translate content could not be extracted/),
      'd.tsx: "No id" needs an id',
    ]);
  });

  it('reads an entity in a message as the text the reader sees', async () => {
    const entity = await extractAll({
      'n.tsx': `
        import Translate from '@docusaurus/Translate';
        export const B = () => <Translate id="demo.b">Don&rsquo;t</Translate>;`,
    });
    expect(entity.uses.map((u) => u.message)).toEqual(['Don’t']);
  });
});

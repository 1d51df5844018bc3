import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A class a component takes from a CSS module must be in that module: the build maps a missing one to undefined,
 * so the element silently loses its styling (a button falls back to the browser's own look) and no type check
 * notices.
 */
const root = path.join(__dirname, '..', '..', '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** The classes a CSS module defines, as its importer names them (`.answer-actions` is `answer-actions`). */
function classesOf(css: string): Set<string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...withoutComments.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!));
}

/** Each CSS module a source file imports, with the classes it reads from it (`styles.title`, `styles['x-y']`). */
function classUses(source: string): Array<{ module: string; name: string; classes: string[] }> {
  // The code without its imports: a module's own path ("./styles.module.css") is no use of a class.
  const code = source.replace(/^import .*$/gm, '');
  return [...source.matchAll(/^import (\w+) from '([^']+\.module\.css)';$/gm)].map(([, name, module]) => ({
    module: module!,
    name: name!,
    classes: [
      ...[...code.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((m) => m[1]!),
      ...[...code.matchAll(new RegExp(`\\b${name}\\['([^']+)'\\]`, 'g'))].map((m) => m[1]!),
    ],
  }));
}

describe('CSS modules', () => {
  it('read the classes of a module and the classes a component uses from it', () => {
    expect(classesOf('.a { color: red } /* .gone */ .b:hover, .c-d > .e {}')).toEqual(new Set(['a', 'b', 'c-d', 'e']));
    const uses = classUses("import styles from './X.module.css';\nconst a = styles.title + styles['x-y'];\n");
    expect(uses).toEqual([{ module: './X.module.css', name: 'styles', classes: ['title', 'x-y'] }]);
  });

  it("hold every class the site's components take from them", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      for (const use of classUses(readFileSync(file, 'utf8'))) {
        const cssFile = use.module.startsWith('@site/')
          ? path.join(root, use.module.slice('@site/'.length))
          : path.resolve(path.dirname(file), use.module);
        const defined = classesOf(readFileSync(cssFile, 'utf8'));
        for (const cls of use.classes)
          if (!defined.has(cls)) missing.push(`${path.relative(root, file)}: ${use.name}.${cls} (${use.module})`);
      }
    }
    expect(missing).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const SOURCES = ['lib', 'packages', 'plugins', 'scripts', 'server', 'src'];
const THE_ESCAPER = 'packages/search/src/text.ts';

/** Our TypeScript sources, tests left out: a test may well spell an entity it expects. */
function sources(): string[] {
  return SOURCES.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
  );
}

describe('HTML escaping', () => {
  // One escaper (and its inverse), so a fix to what it escapes reaches every page, feed and report at once.
  it("is the search core's escapeHtml and unescapeHtml, and no other file spells the entities", () => {
    const entity = /['"`]&(?:amp|lt|gt|quot|#39);['"`]/;
    const spelling = sources().filter((file) => entity.test(readFileSync(path.join(root, file), 'utf8')));
    expect(spelling).toEqual([THE_ESCAPER]);
  });
});

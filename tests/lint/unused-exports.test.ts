import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const knip = path.join(root, 'node_modules/.bin/knip');
const run = promisify(execFile);

/** The fixture's files besides knip.config.ts: an entry that imports one export of a shared module. */
const cleanProject: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'knip-fixture', private: true }),
  'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler' } }),
  'server/index.ts': "import { shared } from '../lib/shared';\n\nconsole.log(shared);\n",
  'lib/shared.ts': 'export const shared = 1;\n',
};

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

/** Runs knip with the repository's own config on a small project: its exit code and report. */
async function knipOn(changes: Record<string, string>): Promise<{ code: number; report: string }> {
  dir = await mkdtemp(path.join(tmpdir(), 'knip-fixture-'));
  await copyFile(path.join(root, 'knip.config.ts'), path.join(dir, 'knip.config.ts'));
  for (const [file, text] of Object.entries({ ...cleanProject, ...changes })) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), text);
  }
  try {
    const { stdout } = await run(knip, ['--no-progress', '--reporter', 'compact'], { cwd: dir, timeout: 60_000 });
    return { code: 0, report: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, report: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('npm run lint fails on an unused export', { timeout: 120_000 }, () => {
  it('runs knip after ESLint and Prettier', async () => {
    const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.lint).toMatch(/&& knip\b/);
  });

  it('passes a project whose exports are all imported', async () => {
    expect(await knipOn({})).toEqual({ code: 0, report: expect.not.stringContaining('Unused') });
  });

  it.each([
    [
      'an export nothing imports',
      'lib/shared.ts',
      'export const shared = 1;\nexport const forgotten = 2;\n',
      'forgotten',
    ],
    [
      'an export used only in its own module',
      'lib/shared.ts',
      'export const onlyHere = 1;\nexport const shared = onlyHere + 1;\n',
      'onlyHere',
    ],
    [
      'an exported type nothing imports',
      'lib/shared.ts',
      'export interface Forgotten {\n  a: number;\n}\nexport const shared = 1;\n',
      'Forgotten',
    ],
    [
      'an export of an entry (the server, a script)',
      'server/index.ts',
      "import { shared } from '../lib/shared';\n\nexport function startedByHand(): void {}\nconsole.log(shared);\n",
      'startedByHand',
    ],
  ])('fails on %s', async (_, file, text, name) => {
    const { code, report } = await knipOn({ [file]: text });
    expect(code).toBe(1);
    expect(report).toContain(`${file}: ${name}`);
  });
});

import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repo = resolve(__dirname, '../..');
const copied = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'package.json',
  'tsconfig.json',
  'src',
  'static',
  'docs',
  'plugins',
  'packages',
  'lib',
  'i18n',
  'accessibility',
];
const sites: string[] = [];

export interface BuildResult {
  ok: boolean;
  /** stdout, then stderr. */
  output: string;
  stderr: string;
  /** Where the build wrote the site (removed with the copy). */
  outDir: string;
}

/** Front matter that passes lib/front-matter.ts, for pages that test something else. */
export function validFrontMatter(title: string): string {
  return `---\ntitle: ${title}\ndescription: A page for a build test.\nstatus: process\nlast_reviewed: 2026-11-21\nnext_review: 2027-08-21\n---\n`;
}

/** A throwaway copy of the site with extra files (paths relative to the site), built for real. */
export async function buildWithFiles(files: Record<string, string>): Promise<BuildResult> {
  const site = await mkdtemp(join(tmpdir(), 'site-copy-'));
  sites.push(site);
  const outDir = join(site, 'out');
  for (const entry of copied) await cp(join(repo, entry), join(site, entry), { recursive: true }).catch(() => {});
  await symlink(join(repo, 'node_modules'), join(site, 'node_modules'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    await writeFile(join(site, path), content);
  }
  try {
    const { stdout, stderr } = await run('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: site,
      env: { ...process.env, CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    return { ok: true, output: stdout + stderr, stderr, outDir };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: stdout + stderr, stderr, outDir };
  }
}

/** Removes the copies made since the last call (use in afterEach). */
export async function removeSiteCopies(): Promise<void> {
  await Promise.all(sites.splice(0).map((site) => rm(site, { recursive: true, force: true })));
}

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { fasterConfig, nativePackageLoads } from './native';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

/**
 * In a Node process where `@swc/html`'s native packages cannot be found: what docusaurus.config.ts chooses, and
 * what the build's minify step then does with a page. Prints one JSON line.
 */
const probe = `
const { getHtmlMinifier } = require('@docusaurus/bundler');
const { validateConfig } = require('@docusaurus/core/lib/server/configValidation');
(async () => {
  // The site config as Docusaurus resolves it (Faster's defaults filled in), and the minifier its build then takes.
  const config = validateConfig(await require('./docusaurus.config.ts').default, 'docusaurus.config.ts');
  const type = config.future.faster.swcHtmlMinimizer ? 'swc' : 'terser';
  const html = '<!doctype html><html><head><title>T</title><script>function greet ( name ) { return  "Hello " + name ; }</script></head><body><p>Hello</p></body></html>';
  let code;
  try { code = (await (await getHtmlMinifier({ type })).minify(html)).code; } catch (error) { code = 'failed: ' + error.message; }
  let swc = 'loads';
  try { await getHtmlMinifier({ type: 'swc' }); } catch (error) { swc = String(error.message).split('\\n')[0]; }
  console.log(JSON.stringify({ type, code, swc }));
})().catch((error) => { console.error(error); process.exit(1); });
`;

async function probeWith(nodeOptions: string[]): Promise<{ type: string; code: string; swc: string }> {
  const { stdout } = await run(process.execPath, [...nodeOptions, '--import', 'tsx', '-e', probe], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!);
}

describe('the HTML minifier on a machine without the native @swc/html package', { timeout: 120_000 }, () => {
  it('builds with the JavaScript minifier, where stock Docusaurus Faster cannot minify at all', async () => {
    const result = await probeWith(['--require', path.join(__dirname, 'hide-swc-html.cjs')]);
    expect(result.swc).not.toBe('loads'); // the native package really is out of reach
    expect(result.type).toBe('terser');
    expect(result.code).toMatch(/function greet\(\w+\)\{return"Hello "\+\w+\}/);
    expect(result.code).toContain('<p>Hello</p>');
  });

  it('keeps the native minifier where it loads', async () => {
    expect(nativePackageLoads('@swc/html')).toBe(true);
    const result = await probeWith([]);
    expect(result).toMatchObject({ type: 'swc', swc: 'loads' });
    expect(result.code).toMatch(/function greet\(\w+\)\{return"Hello "\+\w+\}/);
  });

  it('chooses by what loads', () => {
    expect(fasterConfig(() => true)).toEqual({ swcHtmlMinimizer: true });
    expect(fasterConfig(() => false)).toEqual({ swcHtmlMinimizer: false });
    expect(nativePackageLoads('@swc/html-no-such-platform')).toBe(false);
  });
});

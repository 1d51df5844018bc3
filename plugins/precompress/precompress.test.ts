import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from './index';

let dir: string;
const page = `<!doctype html><p>${'Standards and guidance for everyone. '.repeat(200)}</p>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  await writeFile(join(dir, 'index.html'), page);
  await writeFile(join(dir, 'intro.md'), `# Intro\n\n${'Markdown for readers and their tools. '.repeat(100)}`);
  await writeFile(join(dir, 'small.js'), 'x()');
  await writeFile(join(dir, 'font.woff2'), Buffer.alloc(4096, 7));
  await writeFile(join(dir, 'random.json'), JSON.stringify(Array.from({ length: 400 }, (_, i) => (i * 7919) % 104729)));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip twins beside compressible files, which decompress to the file', async () => {
    const result = await precompress(dir);
    const files = (await readdir(dir)).sort();
    expect(files).toContain('index.html.br');
    expect(files).toContain('index.html.gz');
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(await readFile(join(dir, 'index.html.gz'))).toString()).toBe(page);
    // Under 1 KB, or a format that is compressed already: left alone.
    expect(files.filter((f) => f.startsWith('small.js.') || f.startsWith('font.woff2.'))).toEqual([]);
    expect(files).toContain('intro.md.br');
    expect(result.files).toBe(3);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
  });

  it('compresses with brotli at its highest quality', async () => {
    const br = await readFile(join(dir, 'index.html.br'));
    const { brotliCompressSync, constants } = await import('node:zlib');
    const q11 = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const q4 = brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(br.length).toBeLessThanOrEqual(q11.length);
    expect(br.length).toBeLessThan(q4.length);
  });
});

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9)
 * beside every compressible file of a build, so the server sends compressed
 * bytes straight from disk instead of compressing each response. A variant is
 * kept only when it is smaller than the file. Run after `docusaurus build`
 * (plugins' postBuild hooks run in parallel, so no plugin can be sure the
 * others have written their files): see cli.ts.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text formats worth compressing; fonts, images and archives are compressed already. */
const COMPRESSIBLE = /\.(?:html|md|js|mjs|css|json|svg|xml|txt|map|webmanifest|ico)$/i;
/** Below this size the saving does not pay for the extra file and lookup. */
const MIN_BYTES = 1024;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function compressFile(file: string, result: PrecompressResult): Promise<void> {
  const data = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gz(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  result.files += 1;
  result.bytes += data.length;
  if (br.length < data.length) {
    await writeFile(`${file}.br`, br);
    result.brotliBytes += br.length;
  }
  if (gzipped.length < data.length) {
    await writeFile(`${file}.gz`, gzipped);
    result.gzipBytes += gzipped.length;
  }
}

/** Compresses every compressible file of `dir` (recursively), a few at a time. */
export async function precompress(dir: string): Promise<PrecompressResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const candidates = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const files: string[] = [];
  for (const file of candidates) if ((await stat(file)).size >= MIN_BYTES) files.push(file);
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) await compressFile(files[next++]!, result);
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return result;
}

/**
 * The post-build step of `npm run build`: precompresses the finished build.
 *
 *   tsx plugins/precompress/cli.ts build
 */
import path from 'node:path';
import { precompress } from './index';

async function main(): Promise<void> {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = performance.now();
  const r = await precompress(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `[precompress] ${r.files} files, ${kb(r.bytes)} → ${kb(r.brotliBytes)} br, ${kb(r.gzipBytes)} gz ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

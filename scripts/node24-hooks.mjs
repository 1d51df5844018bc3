// Loaded with `--import` by scripts/node24.sh in every Node 24 process of the
// test run (vitest, its workers, the servers the tests start): better-sqlite3
// is a native addon built for the machine's Node 20, so its modules resolve to
// the copy scripts/setup-tests.sh compiled for Node 24 instead, whether asked
// for by name or (as Vitest does) by resolved path.
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const copy = process.env.NODE24_BETTER_SQLITE3;
if (copy) {
  const installed = /\/node_modules\/better-sqlite3\/(lib\/.*)$/;
  const target = pathToFileURL(`${copy}/`).href;
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      const inside = installed.exec(resolved.url);
      return inside ? { ...resolved, url: new URL(inside[1], target).href } : resolved;
    },
  });
}

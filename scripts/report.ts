/**
 * The authors' report: `npm run report [-- --out report.md] [--html report.html]`.
 * Reads the server's database (SQLite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL) and writes the page votes with their comments, the
 * assistant's questions grouped by similarity, and the questions the
 * standards could not answer: Markdown to stdout (or --out), and a
 * self-contained HTML page with charts when --html names a file.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { describeError } from '../server/storage/db';
import { SQLITE_FILE, Storage } from '../server/storage/storage';
import { readReport } from './report/data';
import { reportHtml } from './report/html';
import { reportMarkdown } from './report/markdown';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' }, html: { type: 'string' } } });
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const dataDir = resolve(process.env.DATA_DIR?.trim() || 'data');
  // Opening a SQLite file that is not there creates an empty database: the report would say "no votes yet" about a
  // folder that was never the server's, and leave a stray file behind.
  if (!databaseUrl && !existsSync(join(dataDir, SQLITE_FILE))) {
    console.error(`No database in ${dataDir}: set DATA_DIR to the server's data folder, or DATABASE_URL.`);
    process.exit(66); // EX_NOINPUT
  }
  const storage = await Storage.open({ databaseUrl, dataDir }).catch((error: unknown) => {
    console.error(
      `Cannot open ${databaseUrl ? 'the database of DATABASE_URL' : `the SQLite file in ${dataDir}`}: ${describeError(error)}`,
    );
    process.exit(69);
  });
  try {
    const report = await readReport(storage.db);
    const markdown = reportMarkdown(report);
    if (values.out) await writeFile(values.out, markdown);
    else process.stdout.write(markdown);
    if (values.html) await writeFile(values.html, reportHtml(report));
    const written = [values.out, values.html].filter(Boolean);
    if (written.length) console.error(`Report written to ${written.join(' and ')}.`);
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  console.error(describeError(error));
  process.exit(1);
});

/**
 * The privacy page states how long readers' questions and votes are kept; the
 * build records that period (lib/retention.ts). A server that would keep them
 * for another period does not start: what the page promises is what happens.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRetentionRecord, RETENTION_FILE } from '../lib/retention';
import { EXIT, StartupError } from './env';

export async function checkStatedRetention(root: string, retentionDays: number): Promise<void> {
  const file = join(root, RETENTION_FILE);
  let json: string;
  try {
    json = await readFile(file, 'utf8');
  } catch {
    throw new StartupError(`The build in ${root} has no ${RETENTION_FILE}: run "npm run build" again.`, EXIT.noBuild);
  }
  let stated: number;
  try {
    stated = parseRetentionRecord(json);
  } catch (error) {
    throw new StartupError(
      `${file} is damaged (${(error as Error).message}): run "npm run build" again.`,
      EXIT.noBuild,
    );
  }
  if (stated !== retentionDays) {
    throw new StartupError(
      `ASK_AI_RETENTION_DAYS is ${retentionDays}, but the privacy page in ${root} was built stating ${stated} days: ` +
        `build the site with the same ASK_AI_RETENTION_DAYS as the server (for the image: --build-arg ASK_AI_RETENTION_DAYS=${retentionDays}).`,
      EXIT.config,
    );
  }
}

import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION_DAYS, RETENTION_FILE, retentionRecord } from '../lib/retention';
import { EXIT, StartupError } from './env';
import { makeSite, removeSite } from './site.fixture';
import { checkStatedRetention } from './stated-retention';

let root: string;
beforeAll(async () => {
  root = await makeSite();
});
afterAll(() => removeSite(root));

const refusal = (days: number) =>
  checkStatedRetention(root, days).then(
    () => null,
    (error: unknown) => error,
  );

describe('the period the privacy page states', () => {
  it('lets the server start when it keeps data for that period', async () => {
    await writeFile(join(root, RETENTION_FILE), retentionRecord(90));
    await expect(checkStatedRetention(root, 90)).resolves.toBeUndefined();
  });

  it('stops a server that would keep data for another period, saying how to make them agree', async () => {
    await writeFile(join(root, RETENTION_FILE), retentionRecord(RETENTION_DAYS.default));
    const error = await refusal(7);
    expect(error).toBeInstanceOf(StartupError);
    expect((error as StartupError).exitCode).toBe(EXIT.config);
    expect((error as StartupError).message).toBe(
      `ASK_AI_RETENTION_DAYS is 7, but the privacy page in ${root} was built stating 30 days: build the site with ` +
        'the same ASK_AI_RETENTION_DAYS as the server (for the image: --build-arg ASK_AI_RETENTION_DAYS=7).',
    );
  });

  it('stops on a damaged or missing record, asking for a new build', async () => {
    await writeFile(join(root, RETENTION_FILE), '{"retentionDays": "thirty"}');
    const damaged = (await refusal(30)) as StartupError;
    expect(damaged.exitCode).toBe(EXIT.noBuild);
    expect(damaged.message).toMatch(
      /retention\.json is damaged \("retentionDays" must be .*\): run "npm run build" again\.$/,
    );

    await rm(join(root, RETENTION_FILE));
    const missing = (await refusal(30)) as StartupError;
    expect(missing.exitCode).toBe(EXIT.noBuild);
    expect(missing.message).toBe(`The build in ${root} has no retention.json: run "npm run build" again.`);
  });
});

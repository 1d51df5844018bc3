/**
 * How long the server keeps what readers send (questions, answers, their
 * feedback, page votes): ASK_AI_RETENTION_DAYS. The server reads it strictly
 * at start (server/api-shared/config.ts); the build reads it too, so the privacy page
 * states the period the server of the same deployment applies. The build
 * writes the period it stated into RETENTION_FILE, and the server refuses to
 * start with another: a page promising 30 days over a server keeping 90 is
 * worse than no server. No dependencies: the server imports this at run time.
 */
export const RETENTION_DAYS = { default: 30, min: 1, max: 3650 } as const;

/**
 * The retention period for the privacy page. Lenient where the server is
 * strict: a value the server would refuse stops the server at start, so no
 * page built with it is ever served, and the build need not fail on it.
 */
export function retentionDaysForPage(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (!/^\d+$/.test(value)) return RETENTION_DAYS.default;
  const days = Number(value);
  return days >= RETENTION_DAYS.min && days <= RETENTION_DAYS.max ? days : RETENTION_DAYS.default;
}

/** The build's record of the period its privacy page states, in the build folder; the server never serves it. */
export const RETENTION_FILE = 'retention.json';

/** The period the privacy page states, from the site's custom fields (`privacy.retentionDays`). */
export function statedRetentionDays(customFields: unknown): number {
  const privacy = (customFields as { privacy?: { retentionDays?: unknown } } | undefined)?.privacy;
  const days = privacy?.retentionDays;
  return typeof days === 'number' ? days : RETENTION_DAYS.default;
}

export function retentionRecord(days: number): string {
  return `${JSON.stringify({ retentionDays: days })}\n`;
}

/** The days in a record the build wrote; throws on anything else, so a damaged file stops the server. */
export function parseRetentionRecord(json: string): number {
  const days = (JSON.parse(json) as { retentionDays?: unknown } | null)?.retentionDays;
  if (typeof days !== 'number' || !Number.isInteger(days) || days < RETENTION_DAYS.min || days > RETENTION_DAYS.max) {
    throw new Error(`"retentionDays" must be a whole number from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max}`);
  }
  return days;
}

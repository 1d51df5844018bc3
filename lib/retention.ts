/**
 * How long the server keeps what readers send (questions, answers, their
 * feedback, page votes): ASK_AI_RETENTION_DAYS. The server reads it strictly
 * at start (server/ask/config.ts); the build reads it too, so the privacy page
 * states the period the server of the same deployment applies.
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

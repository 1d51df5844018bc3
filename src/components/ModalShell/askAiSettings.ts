import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * `customFields.askAi` of docusaurus.config.ts: where the assistant answers
 * and what it offers before the first question. Read by the search modal's
 * chunk, so it imports nothing heavy.
 */
export interface AskAiSettings {
  enabled: boolean;
  /** Base path of the assistant's routes: `{apiBase}/chat/token`, `{apiBase}/chat`, `{apiBase}/chat/feedback`. */
  apiBase: string;
  assistantId: string;
  /** Questions offered on the answer screen before the first one is asked. */
  starters: string[];
}

const DEFAULT_ASSISTANT_ID = 'developers';
const MAX_STARTERS = 3;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Lenient: a site without the field, or with a broken one, simply has no Ask AI. */
export function askAiSettings(fields: unknown): AskAiSettings {
  const raw = (fields ?? {}) as Record<string, unknown>;
  const apiBase = (text(raw.apiBase) ?? '/api/ask').replace(/\/+$/, '');
  const starters = Array.isArray(raw.starters) ? raw.starters.map(text).filter((s): s is string => !!s) : [];
  return {
    enabled: raw.enabled === true,
    apiBase,
    assistantId: text(raw.assistantId) ?? DEFAULT_ASSISTANT_ID,
    starters: starters.slice(0, MAX_STARTERS),
  };
}

export function useAskAiSettings(): AskAiSettings {
  const fields = (useDocusaurusContext().siteConfig.customFields as Record<string, unknown> | undefined)?.askAi;
  return useMemo(() => askAiSettings(fields), [fields]);
}

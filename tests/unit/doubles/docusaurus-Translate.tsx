import { cloneElement, isValidElement, type ReactNode } from 'react';
import catalogue from '@site/i18n/en/code.json';

const messages: Record<string, { message: string }> = catalogue;

/**
 * The catalogue's message for an id, as the site shows it; an id without an entry throws, so a test that renders it
 * fails rather than showing the code's own words.
 */
function catalogueMessage(id: string | undefined): string {
  const entry = id === undefined ? undefined : messages[id];
  if (!entry) throw new Error(`No entry for the UI string "${id}" in i18n/en/code.json`);
  return entry.message;
}

/**
 * Docusaurus' interpolation: each `{name}` with a value becomes that value; a placeholder without one stays as it is.
 * All-text values give a string, an element among them gives a list of nodes.
 */
function interpolate(text: string, values?: Record<string, ReactNode>): ReactNode {
  const segments = text.split(/(\{\w+\})/).map((segment, index) => {
    if (index % 2 === 0) return segment;
    const value = values?.[segment.slice(1, -1)];
    return value === undefined ? segment : value;
  });
  if (!segments.some((segment) => isValidElement(segment))) return segments.join('');
  return segments
    .map((segment, index) => (isValidElement(segment) ? cloneElement(segment, { key: index }) : segment))
    .filter((segment) => segment !== '');
}

/** Stands in for @docusaurus/Translate's `translate`: the message of `id` in i18n/en/code.json, interpolated. */
export function translate({ id }: { id?: string; message?: string }, values?: Record<string, string | number>): string {
  return interpolate(catalogueMessage(id), values) as string;
}

/** Stands in for @docusaurus/Translate's <Translate>: the same lookup, with elements allowed among the values. */
export default function Translate({
  id,
  values,
}: {
  id?: string;
  children?: string;
  values?: Record<string, ReactNode>;
}) {
  return <>{interpolate(catalogueMessage(id), values)}</>;
}

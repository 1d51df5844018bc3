/**
 * What the build tells the server about the Content-Security-Policy: the
 * SHA-256 hashes of every inline script and inline style the built pages
 * carry, and the origins their scripts may fetch from. Written by the
 * build (plugins/csp-hashes) into the build folder, read by the server at start. No
 * dependencies: the server imports this file at run time.
 */
import { createHash } from 'node:crypto';

/** The manifest's name inside the build folder; the server never serves it. */
export const CSP_MANIFEST_FILE = 'csp-sources.json';

export interface CspManifest {
  /** `'sha256-…'` of each inline script the browser runs (classic, module, import map). */
  scriptHashes: string[];
  /** `'sha256-…'` of each `<style>` element's text. */
  styleHashes: string[];
  /** `'sha256-…'` of each `style="…"` attribute value (allowed with `'unsafe-hashes'` in style-src-attr). */
  styleAttributeHashes: string[];
  /** Origins scripts may connect to besides the site itself (the hosted search provider). */
  connectSources: string[];
}

/** A CSP hash source for exactly this text, as the browser computes it (UTF-8). */
export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const HASH_SOURCE = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const ORIGIN_SOURCE = /^https:\/\/[a-z0-9.-]+$/;

/** Parses and checks a manifest, so a damaged file stops the server instead of weakening the policy. */
export function parseCspManifest(json: string): CspManifest {
  const raw = JSON.parse(json) as Record<string, unknown>;
  const list = (key: keyof CspManifest, pattern: RegExp): string[] => {
    const value = raw[key];
    if (!Array.isArray(value) || !value.every((v): v is string => typeof v === 'string' && pattern.test(v))) {
      throw new Error(
        `${CSP_MANIFEST_FILE}: "${key}" must be a list of ${pattern === HASH_SOURCE ? 'hashes' : 'origins'}`,
      );
    }
    return value;
  };
  return {
    scriptHashes: list('scriptHashes', HASH_SOURCE),
    styleHashes: list('styleHashes', HASH_SOURCE),
    styleAttributeHashes: list('styleAttributeHashes', HASH_SOURCE),
    connectSources: list('connectSources', ORIGIN_SOURCE),
  };
}

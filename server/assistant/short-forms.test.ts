import { describe, expect, it } from 'vitest';
import { definedShortForms } from './short-forms';

describe('the short forms the pages define', () => {
  it('reads the words just before a short form in brackets as what it stands for', () => {
    const found = definedShortForms([
      'The team records it as an architecture decision record (ADR) in its repository.',
      'Send a Content Security Policy (CSP) header.',
      'Escalate to Engineering Enablement (EE).',
    ]);
    expect(found.get('adr')).toEqual(['architecture', 'decision', 'record']);
    expect(found.get('csp')).toEqual(['content', 'security', 'policy']);
    expect(found.get('ee')).toEqual(['engineering', 'enablement']);
  });

  it('finds letters inside words and skips small words, as Schwartz and Hearst do', () => {
    const found = definedShortForms([
      'Add Subresource Integrity (SRI) to every script.',
      'Users sign in with OpenID Connect (OIDC).',
      'Use Proof Key for Code Exchange (PKCE).',
    ]);
    expect(found.get('sri')).toEqual(['subresource', 'integrity']);
    expect(found.get('oidc')).toEqual(['openid', 'connect']);
    expect(found.get('pkce')).toEqual(['proof', 'key', 'for', 'code', 'exchange']);
  });

  it('reads a plural short form as the singular one', () => {
    expect(definedShortForms(['Architecture decision records (ADRs).']).get('adr')).toEqual([
      'architecture',
      'decision',
      'records',
    ]);
  });

  it('takes no word in brackets that is not a short form of the words before it', () => {
    const found = definedShortForms([
      'Read the tips to get started (Dutch).',
      'Python (Django) or TypeScript (NestJS).',
      'Send a copy (CC) to the team.',
      'Built once and promoted unchanged through the DTAP (OTAP) street.',
    ]);
    expect([...found.keys()]).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { CLOSEST_TEXT, DECLINE_TEXT, EXTRACTS_TEXT, GENERATED_TEXT } from './__fixtures__/answers';
import { plainText } from './plainText';

describe('plainText: what the live region says', () => {
  it('no Markdown syntax and no backslash escapes; words of separate blocks stay apart', () => {
    expect(plainText('## Tokens\n\n- Check the **issuer** and `aud` ([Handling](/docs/x#y)).\n1. Then _test_.')).toBe(
      'Tokens Check the issuer and aud (Handling). Then test.',
    );
    expect(plainText('Set PYTHON\\_IMAGE, see AB\\#48213 \\*now\\*.')).toBe('Set PYTHON_IMAGE, see AB#48213 *now*.');
  });

  it('the answer format: citations are left out, tables and code read as their words', () => {
    const said = plainText(EXTRACTS_TEXT);
    expect(said).not.toMatch(/[\\[\]`|]|\]\(|\/docs\/|› |\.\s+[123]\b/);
    expect(said).toContain('any claim in the token: Type. The typ header MUST be at+jwt;');
    expect(said).toContain('(see AB#48213).');
    expect(said).toContain('Setting Value access.token.header.type.rfc9068 true');
    expect(said).toContain(
      'Set PYTHON_IMAGE to a digest, not a tag: ARG PYTHON_IMAGE=python:3.13-slim@sha256:0123 FROM',
    );
  });

  it('closest sections, a decline and a generated answer', () => {
    expect(plainText(CLOSEST_TEXT)).toBe(
      'These sections look closest: Handling access tokens › What the standard is: Every API MUST validate every access token. Docker usage › Pin the base image: Pin every base image by digest.',
    );
    expect(plainText(DECLINE_TEXT)).toBe(
      "I couldn't find this in the standards. The closest pages are: Handling access tokens Docker usage",
    );
    expect(plainText(GENERATED_TEXT)).toBe(
      'Validate the typ, iss and aud of every token, as Handling access tokens describes.',
    );
  });
});

/**
 * Answers in the assistant's answer format: each group of quotes ends with a
 * numbered citation, `[n](/docs/page#anchor "Page › Section")`, n counting the
 * answer's sources, which the stream's `source-url` chunks list again, in the
 * same order, at the end. Quotes keep their inline code, lists, tables and
 * code blocks; the extracts model escapes what Markdown would read as syntax.
 */
export interface FixtureSource {
  url: string;
  title: string;
}

export const TOKENS: FixtureSource = {
  url: '/docs/backend/handling-access-tokens#what-the-standard-is',
  title: 'Handling access tokens › What the standard is',
};
export const KEYCLOAK: FixtureSource = {
  url: '/docs/backend/handling-access-tokens#make-keycloak-send-the-access-token-type',
  title: 'Handling access tokens › Make Keycloak send the access token type',
};
export const DOCKER: FixtureSource = {
  url: '/docs/backend/docker-usage#pin-the-base-image',
  title: 'Docker usage › Pin the base image',
};

/** `[n](url "title")`, as the assistant writes a citation. */
export const cite = (n: number, source: FixtureSource) => `[${n}](${source.url} "${source.title}")`;

/** One text delta per paragraph or list, as the extracts model sends them: a stop never cuts one in half. */
export const EXTRACTS_GROUPS = [
  'Every API MUST validate every access token as section 4 of RFC 9068 describes, before it uses any claim in the token:\n\n',
  `- Type. The \`typ\` header MUST be \`at+jwt\`; any other value is rejected.\n- Issuer. The \`iss\` claim MUST exactly equal the configured issuer. ${cite(1, TOKENS)}\n\n`,
  `Keycloak puts typ: JWT in the header of its access tokens unless the client is told otherwise (see AB\\#48213). ${cite(2, KEYCLOAK)}\n\n`,
  '| Setting | Value |\n| --- | --- |\n| `access.token.header.type.rfc9068` | `true` |\n\n',
  `${cite(2, KEYCLOAK)}\n\n`,
  'Set PYTHON\\_IMAGE to a digest, not a tag:\n\n',
  '```dockerfile\nARG PYTHON_IMAGE=python:3.13-slim@sha256:0123\nFROM ${PYTHON_IMAGE}\n```\n\n',
  cite(3, DOCKER),
];

export const EXTRACTS_TEXT = EXTRACTS_GROUPS.join('');
export const EXTRACTS_SOURCES = [TOKENS, KEYCLOAK, DOCKER];

/** The middle outcome: no answer, but the sections that come closest, each with its best sentence. */
export const CLOSEST_TEXT = [
  'These sections look closest:',
  '',
  `- **Handling access tokens › What the standard is**: Every API MUST validate every access token. ${cite(1, TOKENS)}`,
  `- **Docker usage › Pin the base image**: Pin every base image by digest. ${cite(2, DOCKER)}`,
].join('\n');

export const DECLINE_TEXT =
  "I couldn't find this in the standards. The closest pages are:\n\n- [Handling access tokens](/docs/backend/handling-access-tokens)\n- [Docker usage](/docs/backend/docker-usage)";

/** A configured language model writes ordinary links in its prose; the sources are listed as usual. */
export const GENERATED_TEXT =
  'Validate the `typ`, `iss` and `aud` of every token, as [Handling access tokens](/docs/backend/handling-access-tokens#what-the-standard-is) describes.';

import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../packages/search/src/node';
import { compose } from './compose';
import { QuoteForms } from './forms';
import { Library } from './library';
import { questionTerms } from './question';
import { escapeMarkdown, quotedPassages, renderClosest, renderExtracts } from './render';
import { Retriever } from './retrieval';

const MARKDOWN = `---
title: Docker usage
---

# Docker usage

> **Note: Guidance updated**
>
> The examples now name the image in each \`FROM\` line.

## Pin the base image

A tag such as \`python:3.14-slim\` keeps you on one version. Look up the digest of a tag with:

\`\`\`bash title="Terminal"
docker buildx imagetools inspect python:3.14-slim
\`\`\`

Images come from:

- the \`library/\` namespace of Docker Hub;
- the City's own registry.

| Image | Tag |
| --- | --- |
| \`python\` | 3.14 |
| \`a\\|b\` | unpinned |

## Protect branches

Protect the default branch and every other long-lived branch, such as develop and main in a develop-based flow where both of them live for as long as the repository itself does, with a ruleset that:

- requires a pull request;
- blocks force pushes.

## Packages

The design system publishes separate packages:

| Package | Contents |
| --- | --- |
| \`@ads/react\` | React components |
| \`@ads/css\` | Stylesheets |

## Configure the relay

Relay settings come from the environment, never from the code. Configure the relay client with:

\`\`\`python
relay_setting_0 = 0
relay_setting_1 = 1
relay_setting_2 = 2
relay_setting_3 = 3
relay_setting_4 = 4
relay_setting_5 = 5
relay_setting_6 = 6
relay_setting_7 = 7
relay_setting_8 = 8
relay_setting_9 = 9
relay_setting_10 = 10
relay_setting_11 = 11
relay_setting_12 = 12
relay_setting_13 = 13
\`\`\`
`;

// The same page as the search index holds it: text alone, code blocks left out.
const index = SearchIndex.fromPages([
  {
    url: '/docs/docker',
    lvl0: 'Docs',
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    pageRank: 1,
    sections: [
      {
        level: 1,
        anchor: null,
        title: 'Docker usage',
        content: ['Note: Guidance updated', 'The examples now name the image in each FROM line.'],
      },
      {
        level: 2,
        anchor: 'pin',
        title: 'Pin the base image',
        content: [
          'A tag such as python:3.14-slim keeps you on one version. Look up the digest of a tag with:',
          'Images come from:',
          'the library/ namespace of Docker Hub;',
          "the City's own registry.",
          'Image | Tag',
          'python | 3.14',
          'a|b | unpinned',
        ],
      },
      {
        level: 2,
        anchor: 'protect',
        title: 'Protect branches',
        content: [
          'Protect the default branch and every other long-lived branch, such as develop and main in a develop-based flow where both of them live for as long as the repository itself does, with a ruleset that:',
          'requires a pull request;',
          'blocks force pushes.',
        ],
      },
      {
        level: 2,
        anchor: 'packages',
        title: 'Packages',
        content: [
          'The design system publishes separate packages:',
          'Package | Contents',
          '@ads/react | React components',
          '@ads/css | Stylesheets',
        ],
      },
      {
        level: 2,
        anchor: 'relay',
        title: 'Configure the relay',
        content: ['Relay settings come from the environment, never from the code. Configure the relay client with:'],
      },
    ],
  },
]);

const forms = await QuoteForms.fromMarkdown(new Map([['docs/docker.md', MARKDOWN]]));
const block = (text: string) => text;

describe('the forms of the standards, read from their Markdown copies', () => {
  it("reads each page's description from its front matter, quoted or not", async () => {
    const described = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/testing.md',
          '---\ntitle: Testing\ndescription: "Tests are required; this page sets the targets."\n---\n\nText.',
        ],
        ['docs/git.md', '---\ntitle: Git\ndescription: The rules for branches and commits.\nstatus: required\n---\n'],
        ['docs/bare.md', 'No front matter.\n\n```yaml\ndescription: not a page description\n```'],
      ]),
    );
    expect(described.descriptionOf('/docs/testing')).toBe('Tests are required; this page sets the targets.');
    expect(described.descriptionOf('/docs/git')).toBe('The rules for branches and commits.');
    expect(described.descriptionOf('/docs/bare')).toBeUndefined();
  });

  it('knows the words in bold a block opens with, its label, and no label where it opens with other words', async () => {
    const labelled = await QuoteForms.fromMarkdown(
      new Map([
        [
          'docs/monitoring.md',
          '- **Which applications:** every application MUST send telemetry. Telemetry from the browser is not required.\n\nFrontends depend on third-party code: npm packages, and **fonts** from another domain.\n',
        ],
      ]),
    );
    const item =
      'Which applications: every application MUST send telemetry. Telemetry from the browser is not required.';
    expect(labelled.labelOf('/docs/monitoring', item)).toBe('Which applications:');
    const paragraph = 'Frontends depend on third-party code: npm packages, and fonts from another domain.';
    expect(labelled.kindOf('/docs/monitoring', paragraph)).toBe('paragraph');
    expect(labelled.labelOf('/docs/monitoring', paragraph)).toBeUndefined();
  });

  it('writes the code of a sentence as code, and the rest as itself', () => {
    const text = 'A tag such as python:3.14-slim keeps you on one version. Look up the digest of a tag with:';
    expect(
      forms.sentence(
        '/docs/docker',
        block(text),
        'A tag such as python:3.14-slim keeps you on one version.',
        escapeMarkdown,
      ),
    ).toBe('A tag such as `python:3.14-slim` keeps you on one version.');
    // A sentence with no code, or of a block the Markdown does not hold, is left to plain escaping.
    expect(forms.sentence('/docs/docker', block(text), 'Look up the digest of a tag with:', escapeMarkdown)).toBe(
      'Look up the digest of a tag with:',
    );
    expect(forms.sentence('/docs/other', block(text), text, escapeMarkdown)).toBeUndefined();
  });

  it('knows the code block a paragraph introduces, and what each block is', () => {
    const lead = 'A tag such as python:3.14-slim keeps you on one version. Look up the digest of a tag with:';
    expect(forms.codeAfter('/docs/docker', lead)).toEqual({
      lang: 'bash',
      text: 'docker buildx imagetools inspect python:3.14-slim',
    });
    expect(forms.codeAfter('/docs/docker', 'Images come from:')).toBeUndefined();
    expect(forms.kindOf('/docs/docker', 'the library/ namespace of Docker Hub;')).toBe('item');
    expect(forms.kindOf('/docs/docker', 'The examples now name the image in each FROM line.')).toBe('note');
    expect(forms.kindOf('/docs/docker', 'python | 3.14')).toBe('row');
    expect(forms.kindOf('/docs/docker', 'Images come from:')).toBe('paragraph');
  });

  it("writes a table row's cells as the page shows them, a pipe inside code kept inside its cell", () => {
    expect(forms.cells('/docs/docker', 'python | 3.14', escapeMarkdown)).toEqual(['`python`', '3\\.14']);
    expect(forms.cells('/docs/docker', 'a|b | unpinned', escapeMarkdown)).toEqual(['`a\\|b`', 'unpinned']);
    expect(forms.cells('/docs/docker', 'Images come from:', escapeMarkdown)).toBeUndefined();
    expect(forms.cells('/docs/other', 'python | 3.14', escapeMarkdown)).toBeUndefined();
  });

  it('lets a quote keep its form: code spans, the code block a sentence introduces, list items with their code', () => {
    const library = Library.fromIndex(index, forms);
    const answer = (question: string) => {
      const sections = new Retriever(library).search(question).hits.map((h) => library.section(h.url!)!);
      return renderExtracts(
        compose(library, questionTerms(library, question), sections, { declineBelow: 0, closestBelow: 0 }),
        forms,
      ).join('\n\n');
    };
    const digest = answer('how do I look up the digest of a tag');
    expect(digest).toContain(
      'Look up the digest of a tag with:\n\n```bash\ndocker buildx imagetools inspect python:3.14-slim\n```\n\n[1](',
    );
    expect(answer('which image is unpinned')).toContain('| Image | Tag |\n| --- | --- |\n| `a\\|b` | unpinned |');
    // What a colon introduces is quoted with it: a list, even after a long lead-in, and a table.
    expect(answer('which ruleset protects the default branch')).toContain(
      'with a ruleset that:\n\n- requires a pull request;\n- blocks force pushes. [1](',
    );
    expect(answer('which packages does the design system publish')).toContain(
      'publishes separate packages:\n\n| Package | Contents |\n| --- | --- |\n| `@ads/react` | React components |\n| `@ads/css` | Stylesheets |\n\n[1](',
    );
    // Among the closest sections too, and the code read back from inside its list item is the page's code.
    const closest = renderClosest(
      compose(
        library,
        questionTerms(library, 'how do I look up the digest of a tag'),
        new Retriever(library).search('how do I look up the digest of a tag').hits.map((h) => library.section(h.url!)!),
        { declineBelow: 0, closestBelow: Number.POSITIVE_INFINITY },
      ),
      forms,
    ).join('\n\n');
    expect(closest).toContain(
      'Look up the digest of a tag with:\n\n  ```bash\n  docker buildx imagetools inspect python:3.14-slim\n  ```\n\n  [1](',
    );
    expect(quotedPassages(closest).find((p) => p.code)?.text).toBe('docker buildx imagetools inspect python:3.14-slim');
    // A sentence that introduces a long example is not among them: the section's next best sentence stands in.
    const relay = 'how do I configure the relay client';
    const long = renderClosest(
      compose(library, questionTerms(library, relay), [library.section('/docs/docker#relay')!], {
        declineBelow: 0,
        closestBelow: Number.POSITIVE_INFINITY,
      }),
      forms,
    ).join('\n\n');
    expect(long).toContain('- Relay settings come from the environment, never from the code. [1](');
    expect(long).not.toContain('relay_setting_0');
    const from = answer('where do images come from');
    expect(from).toContain('- the `library/` namespace of Docker Hub;');
    // Read back, every quote is the page's text, and the code block is the page's code.
    for (const passage of quotedPassages(digest + '\n\n' + from))
      if (passage.code) expect(MARKDOWN).toContain(passage.text);
      else expect(library.sections.some((s) => s.blocks.some((b) => b.includes(passage.text)))).toBe(true);
  });
});

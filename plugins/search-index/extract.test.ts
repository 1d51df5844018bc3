import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractPage, extractRecords } from './extract';

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}.html`, import.meta.url), 'utf8');

describe('extractPage on a built doc page', () => {
  const page = extractPage(fixture('docker-usage'), { url: '/docs/backend/docker-usage' });

  it('reads the category, title, language, tag and sidebar listing', () => {
    expect(page).toMatchObject({
      url: '/docs/backend/docker-usage',
      lvl0: 'Backend',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      pageRank: 1,
    });
    expect(page?.sections.map((s) => [s.level, s.anchor, s.title])).toEqual([
      [1, null, 'Docker usage'],
      [2, 'requirements', 'Requirements'],
      [3, 'base-images', 'Base images'],
      [2, 'secrets', 'Secrets'],
      [2, 'further-reading', 'Further reading'],
    ]);
  });

  it('indexes paragraphs, list items, table rows and summaries of each section', () => {
    expect(page?.sections[1].content).toEqual([
      'Keep the Dockerfile in the GitHub repository of the application.',
      'Push every built image to the Azure Container Registry (ACR).',
      'Use Docker Hub only for images shared with other teams or municipalities.',
      'Build once and promote the same image through test, acceptance and production.',
    ]);
    expect(page?.sections[2].content).toEqual([
      'Start from a well-known, well-maintained base image that is at most two or three versions behind the newest release. Never use the latest tag & pin the version of every dependency.',
      'Image | Typical use',
      'python:3.13-slim | Django and FastAPI services',
      'node:22-alpine | Node.js <TypeScript> services',
    ]);
    expect(page?.sections[3].content).toContain('Why not Docker Swarm secrets?');
    expect(page?.sections[3].content).toContain('Keep local values in an .env file that is never committed.');
    expect(page?.sections[0].content[0]).toBe(
      'Every application of the City of Amsterdam is built and shipped as a container image made with Docker, from a developer laptop to production.',
    );
  });

  it('leaves out navigation, chrome, code and screen-reader-only labels', () => {
    const text = JSON.stringify(page);
    for (const noise of [
      'Skip to main content',
      'new issue', // announcement bar
      'Collaborating on standards', // sidebar
      'Handling access tokens', // sidebar
      'On this page', // mobile TOC
      'Edit this page',
      'Previous',
      'Using Git', // pagination
      'Privacy', // footer
      'Direct link to',
      'opens in new tab',
      'Copy code',
      'USER 10001', // code block
      '\u200b',
    ]) {
      expect(text, noise).not.toContain(noise);
    }
    expect(page?.sections.flatMap((s) => s.content)).not.toContain('Azure');
    expect(page?.sections.flatMap((s) => s.content)).not.toContain('note');
  });

  it('turns into DocSearch records with anchors', () => {
    const records = extractRecords(fixture('docker-usage'), { url: '/docs/backend/docker-usage' });
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/backend/docker-usage',
      hierarchy: { lvl0: 'Backend', lvl1: 'Docker usage', lvl2: null },
    });
    const registry = records.find((r) => r.content?.startsWith('Start from'));
    expect(registry).toMatchObject({
      type: 'content',
      url: '/docs/backend/docker-usage#base-images',
      anchor: 'base-images',
      hierarchy: { lvl0: 'Backend', lvl1: 'Docker usage', lvl2: 'Requirements', lvl3: 'Base images', lvl4: null },
    });
  });

  it('falls back to the canonical URL when no route is given', () => {
    expect(extractPage(fixture('docker-usage'))?.url).toBe('/docs/backend/docker-usage');
  });
});

describe('pages outside the sidebar and non-doc pages', () => {
  it('files unlisted docs under "Documentation" with a lower page rank', () => {
    const page = extractPage(fixture('code-review-unlisted'), { url: '/docs/general/code-review' });
    expect(page).toMatchObject({ lvl0: 'Documentation', pageRank: 0 });
    expect(page?.sections.map((s) => s.title)).toEqual(['Code review', 'Before you ask for a review']);
    expect(page?.sections[1].content).toEqual([
      'Describe what changed and why.',
      'Point the reviewer to the critical parts.',
    ]);
  });

  it('skips the 404 page', () => {
    expect(extractPage(fixture('not-found'))).toBeNull();
    expect(extractRecords(fixture('not-found'))).toEqual([]);
  });
});

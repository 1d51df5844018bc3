// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { newTab } from '@site/tests/unit/names';
import { expect, it } from 'vitest';
import Privacy from '@site/src/pages/privacy';
import WhatThisSiteStores from './WhatThisSiteStores';

it('says what is stored, for how long, and who sees it', () => {
  render(<WhatThisSiteStores retentionDays={90} />);
  expect(screen.getByRole('heading', { level: 1, name: 'What this site stores' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'What is stored',
    'For how long',
    'Who sees it',
  ]);
  const text = document.body.textContent ?? '';
  for (const stored of [
    'your yes or no',
    'the comment you write',
    'Your questions, the answers',
    'questions an assistant in your editor asks through the site’s MCP server',
  ]) {
    expect(text).toContain(stored);
  }
  expect(text).toContain('deleted automatically after 90 days');
  expect(text).toContain('Not stored: your IP address');
  // What stays in the visitor's own browser, each thing the site keeps there named.
  for (const kept of [
    'pages you voted on',
    'recent and favourite searches',
    'Ask AI conversations',
    'whether the “/” key opens the search',
  ]) {
    expect(text).toContain(kept);
  }
  expect(text).toMatch(/no analytics, advertising or third-party scripts/);
  expect(screen.getByRole('link', { name: newTab('privacy statement of the City of Amsterdam') })).toHaveAttribute(
    'href',
    'https://www.amsterdam.nl/privacy/',
  );
});

it('states the default retention when the build gave none', () => {
  render(<Privacy />);
  expect(document.body.textContent).toContain('deleted automatically after 30 days');
});

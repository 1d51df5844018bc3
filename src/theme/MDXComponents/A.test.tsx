// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { newTab } from '@site/tests/unit/names';
import { expect, it } from 'vitest';
import MDXA from './A';

it('tells screen readers that an external link opens a new tab', () => {
  render(<MDXA href="https://www.postgresql.org/">PostgreSQL</MDXA>);
  expect(screen.getByRole('link', { name: newTab('PostgreSQL') })).toBeInTheDocument();
});

it('says so for a mail address too, which Docusaurus also opens in a new tab', () => {
  render(<MDXA href="mailto:someone@example.org">Mail us</MDXA>);
  expect(screen.getByRole('link', { name: newTab('Mail us') })).toBeInTheDocument();
});

it('leaves internal links and anchors alone', () => {
  render(
    <>
      <MDXA href="/docs/intro">Intro</MDXA>
      <MDXA href="#pitfalls">Pitfalls</MDXA>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Intro' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pitfalls' })).toBeInTheDocument();
});

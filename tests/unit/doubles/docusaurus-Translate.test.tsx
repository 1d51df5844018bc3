// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { expect, it } from 'vitest';
import Translate, { translate } from '@docusaurus/Translate';
import catalogue from '@site/i18n/en/code.json';

it('gives the message of i18n/en/code.json, not the one in the code', () => {
  expect(translate({ id: 'pageFeedback.question', message: 'Something else' })).toBe(
    catalogue['pageFeedback.question'].message,
  );
});

it('interpolates values as Docusaurus does: text into text, elements into nodes', () => {
  expect(translate({ id: 'privacy.period.other', message: '{days} days' }, { days: 90 })).toBe('90 days');
  const { container } = render(
    <Translate id="notFound.report" values={{ link: <a href="/report">this link</a> }}>
      {'Followed a link on this site? {link}.'}
    </Translate>,
  );
  expect(container.innerHTML).toBe('Followed a link on this site? <a href="/report">this link</a>.');
});

it('throws on an id the catalogue does not have, so the test rendering it fails', () => {
  expect(() => translate({ id: 'nowhere.label', message: 'Nowhere' })).toThrow(
    'No entry for the UI string "nowhere.label" in i18n/en/code.json',
  );
});

import { translate } from '@docusaurus/Translate';

// Words both screens of the dialog say: the search and the Ask AI answer screen, so they cannot drift apart.

// The words of the unavailable state, shared by the main chunk (a modal that failed to load) and the lazy ones (a
// search that failed, an answer screen that did not load), so they cannot drift apart. Functions, not constants:
// a translation is read when the words are shown, not when the module loads.
export function unavailableTitle(): string {
  return translate({ id: 'modal.unavailable.title', message: 'Unable to fetch results' });
}

export function unavailableHint(): string {
  return translate({ id: 'modal.unavailable.hint', message: 'You might want to check your network connection.' });
}

export function resultCount(n: number): string {
  return n === 1
    ? translate({ id: 'modal.resultCount.one', message: '1 result' })
    : translate({ id: 'modal.resultCount.other', message: '{n} results' }, { n });
}

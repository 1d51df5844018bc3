import { translate } from '@docusaurus/Translate';

/** The search's name: the dialog's, its field's (label and placeholder) and the search page's heading. */
export function searchTheDocs(): string {
  return translate({ id: 'search.title', message: 'Search the documentation' });
}

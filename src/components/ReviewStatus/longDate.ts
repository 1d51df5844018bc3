import { translate } from '@docusaurus/Translate';
import { dateParts } from './reviewState';

// By hand, not Intl.DateTimeFormat: building the first formatter loads the ICU locale data, about 20 ms
// of main thread on a doc page's first load (80 ms on Lighthouse's phone), for twelve fixed month names.
const months = () => [
  translate({ id: 'date.month.january', message: 'January' }),
  translate({ id: 'date.month.february', message: 'February' }),
  translate({ id: 'date.month.march', message: 'March' }),
  translate({ id: 'date.month.april', message: 'April' }),
  translate({ id: 'date.month.may', message: 'May' }),
  translate({ id: 'date.month.june', message: 'June' }),
  translate({ id: 'date.month.july', message: 'July' }),
  translate({ id: 'date.month.august', message: 'August' }),
  translate({ id: 'date.month.september', message: 'September' }),
  translate({ id: 'date.month.october', message: 'October' }),
  translate({ id: 'date.month.november', message: 'November' }),
  translate({ id: 'date.month.december', message: 'December' }),
];

/** '2026-11-21' → '21 November 2026' in the catalogue's words, the same on every server and in every time zone. */
export function longDate(isoDate: string): string {
  const { day, month, year } = dateParts(isoDate);
  return translate({ id: 'date.long', message: '{day} {month} {year}' }, { day, month: months()[month]!, year });
}

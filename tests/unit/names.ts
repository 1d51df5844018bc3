/**
 * The accessible name of a link that opens a new tab. jsdom's name
 * computation drops the space before the hint that browsers keep, so unit
 * tests accept both.
 */
export function newTab(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s?\\(opens in new tab\\)$`);
}

import OriginalLocaleDropdownNavbarItem from '@theme-original/NavbarItem/LocaleDropdownNavbarItem';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { Props } from '@theme/NavbarItem/LocaleDropdownNavbarItem';

/**
 * Docusaurus' language menu, made afresh once the page has hydrated. Its links name the address on screen, and
 * the not-found page is rendered once, at build time as /404, then served for every unknown address: hydration
 * keeps an href it was served with, so "English" would lead to /404. A new key after hydration renders the links
 * again with the address visited (on every other page the same links).
 */
export default function LocaleDropdownNavbarItem(props: Props) {
  const isBrowser = useIsBrowser();
  return <OriginalLocaleDropdownNavbarItem key={isBrowser ? 'browser' : 'build'} {...props} />;
}

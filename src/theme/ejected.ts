/**
 * The theme components we ejected (copied from Docusaurus and changed) rather than wrapped, with why. An eject
 * does not follow Docusaurus' own fixes: after an upgrade, re-diff each file against the new version's source
 * (`npx docusaurus swizzle @docusaurus/theme-classic <Component> --eject` in a scratch copy) and then update
 * `EJECTED_FROM`. ejected.test.ts fails while the installed version differs, and names the files.
 */
export const EJECTED_FROM = '3.10.2';

export const ejected: Record<string, string> = {
  'src/theme/AnnouncementBar/index.tsx': 'a labelled region, not a second banner landmark beside the city header',
  'src/theme/CodeBlock/index.tsx': 'code blocks render without Prism until its lazy chunk arrives',
  'src/theme/CodeBlock/Content/index.tsx': 'highlighting in a lazy chunk, the plain lines server-rendered meanwhile',
  'src/theme/CodeBlock/Buttons/CopyButton/index.tsx': 'the copy button says "Copied!" in words, for screen readers',
  'src/theme/EditThisPage/index.tsx': 'the edit link opens the source repository in a new tab, and says so',
  'src/theme/Footer/index.tsx': "the city's PageFooter of the Amsterdam Design System",
  'src/theme/Navbar/Content/index.tsx': "the city's PageHeader of the Amsterdam Design System",
  'src/theme/Navbar/Layout/index.tsx': 'a plain wrapper: the PageHeader brings its own header landmark and nav',
  'src/theme/Navbar/MobileSidebar/Header/index.tsx': 'brand and a close button named in Dutch, as the city header',
  'src/theme/Navbar/MobileSidebar/Layout/index.tsx': 'the mobile menu as a modal dialog, with a footer',
  'src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx': 'the version menu in the header dropdown of the city style',
  'src/theme/NavbarItem/DropdownNavbarItem/Desktop/index.tsx':
    'a disclosure button opened by click or keys, never hover',
  'src/theme/NavbarItem/DropdownNavbarItem/Mobile/index.tsx':
    'language links are never active, so that list stays collapsed',
  'src/theme/NotFound/Content/index.tsx': 'the 404 page in the city style, with a way to report the broken link',
};

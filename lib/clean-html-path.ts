/** One URL per page: a path ending in /index.html or .html means the same path without that suffix. */
export function cleanHtmlPath(pathname: string): string {
  if (!/(?:\/index)?\.html$/.test(pathname)) return pathname;
  return pathname.replace(/(?:\/index)?\.html$/, '') || '/';
}

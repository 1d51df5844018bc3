/**
 * The doc pages of a build, as their clean paths (`/docs/backend/database`):
 * the pages with both HTML and the Markdown copy the markdown-export plugin
 * writes for every doc. Votes are only taken for these.
 */
export function docPagesOf(files: ReadonlySet<string>): Set<string> {
  const pages = new Set<string>();
  for (const file of files) {
    const match = /^(docs\/.+)\.md$/.exec(file);
    if (match && (files.has(`${match[1]}.html`) || files.has(`${match[1]}/index.html`))) pages.add(`/${match[1]}`);
  }
  return pages;
}

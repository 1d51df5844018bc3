import { newIssueUrl } from '@site/lib/site-facts';

/** A new issue on the standards repository, with the query that found nothing filled in. */
export function letUsKnowUrl(query: string): string {
  return newIssueUrl({
    title: `Search: no results for "${query}"`,
    body: `I searched the documentation for "${query}" and found nothing.\n\nWhat I was looking for:\n`,
  });
}

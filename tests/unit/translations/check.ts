import type { TranslationUse } from './extract';

export type Catalogue = Record<string, { message: string; description?: string }>;

/**
 * Where the code and the catalogue disagree: an id the code uses without an entry, or with another message; one id
 * given two messages in the code; an entry nothing uses; an entry without a description (the code carries none, so
 * the catalogue is the one place a translator learns where a string shows). `docusaurusIds` are the ids of
 * Docusaurus' own theme, which the catalogue may override without our code naming them.
 */
export function catalogueProblems(
  uses: readonly TranslationUse[],
  catalogue: Catalogue,
  docusaurusIds: ReadonlySet<string>,
): string[] {
  const problems: string[] = [];
  const firstUse = new Map<string, TranslationUse>();
  for (const use of uses) {
    const earlier = firstUse.get(use.id);
    if (earlier && earlier.message !== use.message) {
      problems.push(`${use.where}: "${use.id}" says "${use.message}", but "${earlier.message}" at ${earlier.where}`);
    }
    if (!earlier) firstUse.set(use.id, use);
    const entry = Object.hasOwn(catalogue, use.id) ? catalogue[use.id] : undefined;
    if (!entry) {
      problems.push(`${use.where}: "${use.id}" has no entry in i18n/en/code.json`);
    } else if (entry.message !== use.message) {
      problems.push(
        `${use.where}: "${use.id}" says "${use.message}" in the code, "${entry.message}" in i18n/en/code.json`,
      );
    }
  }
  for (const [id, entry] of Object.entries(catalogue)) {
    if (!firstUse.has(id) && !docusaurusIds.has(id)) problems.push(`"${id}" in i18n/en/code.json is used nowhere`);
    if (!entry.description?.trim()) problems.push(`"${id}" in i18n/en/code.json has no description`);
  }
  return problems;
}

import { extractAllSourceCodeFileTranslations, getBabelOptions } from '@docusaurus/babel';

/** One string a source file declares through @docusaurus/Translate: a `translate()` call or a `<Translate>` element. */
export interface TranslationUse {
  id: string;
  message: string;
  /** The file that declares it, for the report. */
  where: string;
}

export interface Extraction {
  uses: TranslationUse[];
  /**
   * What Docusaurus could not read without running the code, strings without an id of ours, and those that carry a
   * description: descriptions are for translators and live in i18n/en/code.json only, so the bundle does not ship them.
   */
  problems: string[];
}

/** Our ids name where a string shows, in dotted parts ("askAi.copy"); Docusaurus keys a string without an id by its message. */
const OUR_ID = /^[\w-]+(?:\.[\w-]+)+$/;

/**
 * Every UI string the source files declare, read by Docusaurus' own extractor, the one `docusaurus
 * write-translations` runs: what this check reads is what a translator would be given.
 */
export async function extractTranslations(files: readonly string[], root: string): Promise<Extraction> {
  const result: Extraction = { uses: [], problems: [] };
  // The options `docusaurus write-translations` uses on a site without a babel.config.js of its own.
  const extracted = await extractAllSourceCodeFileTranslations([...files], getBabelOptions({ isServer: true }));
  for (const { sourceCodeFilePath, translations, warnings } of extracted) {
    const where = sourceCodeFilePath.startsWith(root) ? sourceCodeFilePath.slice(root.length) : sourceCodeFilePath;
    for (const warning of warnings) result.problems.push(`${where}: ${warning.split('\n')[0]}`);
    for (const [id, { message, description }] of Object.entries(translations)) {
      if (description !== undefined)
        result.problems.push(`${where}: "${id}" has a description: write it in i18n/en/code.json only`);
      else if (!OUR_ID.test(id)) result.problems.push(`${where}: "${message}" needs an id`);
      else result.uses.push({ id, message, where });
    }
  }
  return result;
}

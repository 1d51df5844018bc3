import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

/**
 * The messages the default locale's bundle needs from i18n/<locale>/code.json: only the overrides of Docusaurus'
 * own strings (`theme.*`). Every other entry is ours and says exactly what the `message` beside its id in our code
 * says (tests/unit/translations fails otherwise), so `translate` and <Translate> fall back to the same words.
 */
export function defaultLocaleMessages(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith('theme.')));
}

/**
 * Docusaurus puts every message of code.json in the main bundle, which every page loads: for our own strings in
 * the default locale that is each message a second time, about 3 KB gzipped of first-load JavaScript. That bundle
 * gets the overrides alone; another locale keeps its whole catalogue.
 */
export default function codeTranslations(context: LoadContext): Plugin {
  return {
    name: 'code-translations',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const { currentLocale, defaultLocale } = context.i18n;
      if (currentLocale !== defaultLocale) return {};
      const generated = join(context.generatedFilesDir, 'codeTranslations.json');
      const messages = JSON.parse(readFileSync(generated, 'utf8')) as Record<string, string>;
      const dir = join(context.generatedFilesDir, 'code-translations');
      const file = join(dir, 'codeTranslations.json');
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(defaultLocaleMessages(messages)));
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(/^@generated\/codeTranslations$/, (resource: { request: string }) => {
            resource.request = file;
          }),
        ],
      };
    },
  };
}

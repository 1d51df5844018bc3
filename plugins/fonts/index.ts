import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { HtmlTagObject, Plugin } from '@docusaurus/types';
import subsetFont from 'subset-font';
import type { Compiler } from 'webpack';
import { facesIn, type Face } from './faces';
import { LATIN_RANGE, charactersIn, complement, unicodeRange } from './unicode-range';

const require = createRequire(__filename);
/** The design system's font stylesheet: its `@font-face` rules name the faces and their files. */
export const designSystemFontCss = require.resolve('@amsterdam/design-system-assets/font/index.css');

/** A face the first screen of most pages draws: preloaded, at low priority (see below). */
export interface PreloadedFace {
  weight: string;
  style: string;
}

export interface FontsOptions {
  preload: PreloadedFace[];
}

/** A font file the build emits under assets/fonts/, named by its content. */
export interface FontFile {
  path: string;
  source: Buffer;
}

export interface BuiltFace extends Face {
  /** The Latin subset, for text inside LATIN_RANGE. */
  latin: FontFile;
  /** The whole font, for any character outside it; never fetched for a page written in Latin script. */
  full: FontFile;
}

function fontFile(name: string, suffix: string, source: Buffer): FontFile {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  return { path: `assets/fonts/${name}${suffix}.${hash}.woff2`, source };
}

/** Each design-system face as a Latin subset and the full font. */
export async function buildFaces(css: string, fontDir: string): Promise<BuiltFace[]> {
  const latin = charactersIn(LATIN_RANGE);
  return Promise.all(
    facesIn(css).map(async (face) => {
      const source = await readFile(join(fontDir, face.file));
      const name = basename(face.file, '.woff2');
      const subset = await subsetFont(source, latin, { targetFormat: 'woff2' });
      return { ...face, latin: fontFile(name, '-latin', subset), full: fontFile(name, '', source) };
    }),
  );
}

/**
 * Two `@font-face` rules per face whose unicode ranges do not overlap, so a
 * browser fetches the full font only for a character the subset lacks.
 */
export function fontFaceCss(faces: readonly BuiltFace[], baseUrl: string): string {
  const rule = (face: BuiltFace, file: FontFile, range: string) =>
    `@font-face{font-display:${face.display};font-family:"${face.family}";font-style:${face.style};` +
    `font-weight:${face.weight};src:url(${baseUrl}${file.path}) format("woff2");unicode-range:${range}}`;
  const latin = unicodeRange(LATIN_RANGE);
  const rest = unicodeRange(complement(LATIN_RANGE));
  return faces.flatMap((face) => [rule(face, face.full, rest), rule(face, face.latin, latin)]).join('');
}

export function headTagsFor(faces: readonly BuiltFace[], options: FontsOptions, baseUrl: string): HtmlTagObject[] {
  const preloads = options.preload.map((wanted) => {
    const face = faces.find((f) => f.weight === wanted.weight && f.style === wanted.style);
    if (!face) {
      const known = faces.map((f) => `${f.weight} ${f.style}`).join(', ');
      throw new Error(
        `fonts: no face with weight ${wanted.weight} and style ${wanted.style} to preload (there are ${known})`,
      );
    }
    return face;
  });
  return [
    { tagName: 'style', innerHTML: fontFaceCss(faces, baseUrl) },
    ...preloads.map((face): HtmlTagObject => ({
      tagName: 'link',
      attributes: {
        rel: 'preload',
        href: `${baseUrl}${face.latin.path}`,
        as: 'font',
        type: 'font/woff2',
        crossorigin: 'anonymous',
        fetchpriority: 'low',
      },
    })),
  ];
}

/**
 * AmsterdamSans, smaller and sooner. The design system's seven faces are each
 * cut to a Latin subset (about 40 % smaller) with the full font kept for any
 * other character, declared in <head> rather than in the stylesheet. The faces
 * the first screen draws are preloaded at low priority: they arrive beside the
 * page's code instead of being discovered at the first layout, so text is
 * usually drawn in AmsterdamSans at once; at low priority they never hold up
 * the stylesheet on a slow connection, and `font-display: swap` still draws
 * the text in the fallback while they load.
 */
export default function fonts(context: { baseUrl: string }, options: FontsOptions): Plugin<BuiltFace[]> {
  return {
    name: 'fonts',
    async loadContent() {
      return buildFaces(await readFile(designSystemFontCss, 'utf8'), dirname(designSystemFontCss));
    },
    configureWebpack(_config, isServer, _utils, faces) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              const { Compilation, sources } = compiler.webpack;
              compiler.hooks.thisCompilation.tap('fonts', (compilation) => {
                compilation.hooks.processAssets.tap(
                  { name: 'fonts', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
                  () => {
                    for (const file of faces.flatMap((face) => [face.latin, face.full])) {
                      compilation.emitAsset(file.path, new sources.RawSource(file.source));
                    }
                  },
                );
              });
            },
          },
        ],
      };
    },
    injectHtmlTags({ content }) {
      return { headTags: headTagsFor(content, options, context.baseUrl) };
    },
  };
}

import postcss from 'postcss';

/** One `@font-face` of the design system: which file draws which weight and style. */
export interface Face {
  family: string;
  weight: string;
  style: string;
  display: string;
  /** The font file's name, relative to the stylesheet that declares it. */
  file: string;
}

const unquote = (value: string) => value.trim().replace(/^(["'])(.*)\1$/, '$2');

/**
 * The faces a stylesheet declares, read from its `@font-face` rules (the design
 * system's own list, so a face it adds or renames is picked up here). A rule
 * without a family or a single woff2 source is an error, not skipped.
 */
export function facesIn(css: string): Face[] {
  const faces: Face[] = [];
  postcss.parse(css).walkAtRules('font-face', (rule) => {
    const value: Record<string, string | undefined> = {};
    rule.each((node) => {
      if (node.type === 'decl') value[node.prop] = node.value;
    });
    const family = value['font-family'];
    const src = /^url\((["']?)([^"')]+)\1\)\s+format\((["']?)woff2\3\)$/.exec(value.src?.trim() ?? '');
    if (!family || !src) throw new Error(`@font-face without a family or one woff2 source: ${rule.toString()}`);
    faces.push({
      family: unquote(family),
      weight: value['font-weight'] ?? '400',
      style: value['font-style'] ?? 'normal',
      display: value['font-display'] ?? 'swap',
      file: src[2]!,
    });
  });
  return faces;
}

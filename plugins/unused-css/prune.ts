import postcss, { type AtRule, type Declaration, type Node, type Root, type Rule } from 'postcss';

/**
 * Every word a built page or script could put in a class name or a custom
 * property: identifiers with dashes, as they stand in HTML and minified JS.
 */
export function wordsOf(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) for (const [word] of text.matchAll(/-{0,2}[A-Za-z0-9_][\w-]*/g)) words.add(word);
  return words;
}

/**
 * A class is in use when some page or script names it, or names a stem it
 * could be built from (`alert--` for `alert--${type}`, `col--` for `col--6`).
 */
export function classInUse(name: string, words: ReadonlySet<string>): boolean {
  if (words.has(name) || name.includes('\\')) return true;
  for (let end = name.length - 1; end > 0; end--) {
    if ((name[end - 1] === '-' || name[end - 1] === '_') && words.has(name.slice(0, end))) return true;
  }
  return false;
}

/**
 * The classes a selector needs on the page to match anything. Classes inside
 * :not(), :is(), :where() or :has() and inside attribute selectors or strings
 * are left out: a missing one there does not stop the selector from matching.
 */
export function requiredClasses(selector: string): string[] {
  let flat = selector.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\[[^\]]*\]/g, '[]');
  // Innermost parentheses first, until none are left.
  for (let previous = ''; previous !== flat;) {
    previous = flat;
    flat = flat.replace(/\([^()]*\)/g, '');
  }
  return [...flat.matchAll(/\.((?:[\w-]|\\.)+)/g)].map(([, name]) => name!);
}

function insideKeyframes(rule: Rule): boolean {
  for (let node: Node | undefined = rule.parent; node; node = node.parent) {
    if (node.type === 'atrule' && /keyframes$/i.test((node as AtRule).name)) return true;
  }
  return false;
}

/** Drops the selectors that need a class nothing in the build uses, and rules left with none. */
function pruneSelectors(root: Root, words: ReadonlySet<string>): void {
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => classInUse(name, words)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Drops custom properties nothing reads: a property is read when a normal
 * declaration, a page or a script names it, or when a property that is read
 * refers to it (followed to the end).
 */
function pruneCustomProperties(root: Root, words: ReadonlySet<string>): void {
  const definitions = new Map<string, Declaration[]>();
  const read = new Set<string>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--')) {
      definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), decl]);
    } else {
      for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) read.add(name!);
    }
  });
  for (const name of definitions.keys()) if (words.has(name)) read.add(name);
  const queue = [...read];
  while (queue.length > 0) {
    for (const decl of definitions.get(queue.pop()!) ?? []) {
      for (const [, name] of decl.value.matchAll(VAR_REFERENCE)) {
        if (!read.has(name!)) {
          read.add(name!);
          queue.push(name!);
        }
      }
    }
  }
  for (const [name, decls] of definitions) if (!read.has(name)) for (const decl of decls) decl.remove();
}

function dropEmpty(root: Root): void {
  let removed = true;
  while (removed) {
    removed = false;
    root.walk((node) => {
      if ((node.type === 'rule' || (node.type === 'atrule' && node.nodes)) && node.nodes!.length === 0) {
        node.remove();
        removed = true;
      }
    });
  }
}

/** The stylesheet without the rules and custom properties no page or script of the build can use. */
export function pruneCss(css: string, words: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  pruneSelectors(root, words);
  pruneCustomProperties(root, words);
  dropEmpty(root);
  return root.toString();
}

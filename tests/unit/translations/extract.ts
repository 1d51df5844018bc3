import ts from 'typescript';

/** One `translate({ id, message })` call or `<Translate id>message</Translate>` element. */
export interface TranslationUse {
  id: string;
  message: string;
  /** `file:line`, for the report. */
  where: string;
}

export interface Extraction {
  uses: TranslationUse[];
  /**
   * Calls and elements whose id or message cannot be read without running the code, and those that carry a
   * description: descriptions are for translators and live in i18n/en/code.json only, so the bundle does not ship them.
   */
  problems: string[];
}

const MODULE = '@docusaurus/Translate';

const DESCRIPTION_IN_CODE = 'it has a description: write it in i18n/en/code.json only';

/** The local names the file gives `translate` and the `<Translate>` component, however it imports them. */
function importedNames(source: ts.SourceFile): { call?: string; element?: string } {
  const names: { call?: string; element?: string } = {};
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (statement.moduleSpecifier.text !== MODULE || !statement.importClause) continue;
    const { name, namedBindings } = statement.importClause;
    if (name) names.element = name.text;
    if (namedBindings && ts.isNamedImports(namedBindings)) {
      for (const specifier of namedBindings.elements) {
        if ((specifier.propertyName ?? specifier.name).text === 'translate') names.call = specifier.name.text;
      }
    }
  }
  return names;
}

/** A string written out in the source: a literal or a template without placeholders. */
function literal(node: ts.Node | undefined): string | undefined {
  if (node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return node.text;
  return undefined;
}

function callFields(call: ts.CallExpression): Record<string, string | undefined> | string {
  const [param] = call.arguments;
  if (!param || !ts.isObjectLiteralExpression(param)) return 'its first argument is not an object literal';
  const fields: Record<string, string | undefined> = {};
  for (const property of param.properties) {
    if (!ts.isPropertyAssignment(property) || !property.name || ts.isComputedPropertyName(property.name)) {
      return 'it has a property that is not `name: value`';
    }
    const value = literal(property.initializer);
    const name = property.name.getText().replace(/^['"]|['"]$/g, '');
    if (name === 'description') return DESCRIPTION_IN_CODE;
    if (value === undefined) return `its ${property.name.getText()} is not a string literal`;
    fields[name] = value;
  }
  return fields;
}

function elementFields(element: ts.JsxElement | ts.JsxSelfClosingElement): Record<string, string | undefined> | string {
  const opening = ts.isJsxElement(element) ? element.openingElement : element;
  const fields: Record<string, string | undefined> = {};
  for (const attribute of opening.attributes.properties) {
    if (!ts.isJsxAttribute(attribute)) return 'it spreads its props';
    const name = attribute.name.getText();
    if (name === 'description') return DESCRIPTION_IN_CODE;
    if (name !== 'id') continue;
    const { initializer } = attribute;
    const value =
      initializer && ts.isJsxExpression(initializer) ? literal(initializer.expression) : literal(initializer);
    if (value === undefined) return `its ${name} is not a string literal`;
    fields[name] = value;
  }
  // As Docusaurus reads it: one child, text (trimmed, its white space collapsed) or a string literal in braces.
  const children = ts.isJsxElement(element)
    ? element.children.filter((child) => !(ts.isJsxText(child) && child.text.trim() === ''))
    : [];
  const [child] = children;
  if (children.length !== 1 || !child) return 'its message is not a single text child';
  if (ts.isJsxText(child)) {
    if (/&\w+;|&#\w+;/.test(child.text)) return 'its message holds an HTML entity: write the character itself';
    fields.message = child.text.trim().replace(/\s+/g, ' ');
  } else {
    fields.message = ts.isJsxExpression(child) ? literal(child.expression) : undefined;
    if (fields.message === undefined) return 'its message is not text or a string literal';
  }
  return fields;
}

/** Every UI string a source file declares through @docusaurus/Translate, read with the TypeScript compiler. */
export function extractTranslations(fileName: string, text: string): Extraction {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const names = importedNames(source);
  const result: Extraction = { uses: [], problems: [] };

  const record = (node: ts.Node, fields: Record<string, string | undefined> | string) => {
    const where = `${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (typeof fields === 'string') return result.problems.push(`${where}: ${fields}`);
    const { id, message } = fields;
    if (!id || message === undefined) return result.problems.push(`${where}: it needs both an id and a message`);
    result.uses.push({ id, message, where });
  };

  const visit = (node: ts.Node): void => {
    if (names.call && ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === names.call) record(node, callFields(node));
    } else if (names.element && (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node))) {
      const tag = (ts.isJsxElement(node) ? node.openingElement : node).tagName;
      if (ts.isIdentifier(tag) && tag.text === names.element) record(node, elementFields(node));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

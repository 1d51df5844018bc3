/**
 * One check per kind of runnable block, each with the tool a developer would use: `tsc` and
 * Vitest from `tests/content/snippets/`, Debian's Python with pytest, PostgreSQL with PostGIS,
 * `bash -n`, and parsers for YAML, TOML, JSON, CSS and Dockerfiles. A check whose tool is
 * missing says so through `Unavailable` instead of passing quietly.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import semver from 'semver';
import { filesIn, snippetsDir, type Snippet, type Workspace } from './snippet-files';

/** A tool a check needs is not installed here; the message says how to get it. */
export class Unavailable extends Error {}

const setupHint = 'run `bash scripts/setup-tests.sh` to install it';
const snippetsRequire = createRequire(join(snippetsDir, 'package.json'));

function snippetPackage(name: string): string {
  // Without this folder Node would fall back to the site's own node_modules, which is not what the pages use.
  if (!existsSync(join(snippetsDir, 'node_modules'))) {
    throw new Unavailable(`the packages of tests/content/snippets are not installed; ${setupHint}`);
  }
  try {
    return snippetsRequire.resolve(name);
  } catch {
    throw new Unavailable(`${name} is not installed in tests/content/snippets; ${setupHint}`);
  }
}

/** Loads a package installed for the snippets only; the site itself never depends on it. */
async function loadSnippetPackage<T>(name: string): Promise<T> {
  return (await import(pathToFileURL(snippetPackage(name)).href)) as T;
}

function binary(name: string): string {
  const path = join(snippetsDir, 'node_modules', '.bin', name);
  if (!existsSync(path)) throw new Unavailable(`${name} is not installed in tests/content/snippets; ${setupHint}`);
  return path;
}

interface Run {
  status: number | null;
  output: string;
}

/** Runs a tool with a clean environment: the outer Vitest's own variables must not leak into a nested run. */
function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<Run> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !/^(VITEST|TEST$|NODE_OPTIONS$|NODE_ENV$)/.test(key)),
  );
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...inherited, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      resolvePromise({ status, output: output.trim() });
    });
  });
}

// ---------------------------------------------------------------- TypeScript

// What a bundler such as Vite declares: CSS Modules export their class names, other CSS is imported for its
// effect. Whether an imported stylesheet exists is checked apart, by cssImports.
const ambientDeclarations = `declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css' {}
`;

/** Typechecks a page's TypeScript and TSX files together, strict, against the real packages. */
export async function typecheck(workspace: Workspace, page: string): Promise<void> {
  const tsc = binary('tsc');
  const dir = workspace.pageDir(page);
  if (existsSync(join(dir, 'tsconfig.json'))) {
    throw new Error(`${page}: a block or fixture at tsconfig.json would clash with the snippet test's own`);
  }
  writeFileSync(join(dir, 'snippet-env.d.ts'), ambientDeclarations);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      extends: join(snippetsDir, 'tsconfig.json'),
      include: ['**/*.ts', '**/*.tsx'],
    }),
  );
  const result = await run(tsc, ['-p', 'tsconfig.json', '--pretty', 'false'], dir);
  if (result.status !== 0) {
    const lines = result.output
      .split('\n')
      .map((line) =>
        line.replace(/^([^(\s]+)\((\d+),(\d+)\)/, (_, file: string, row: string) =>
          workspace.describe(file, dir, Number(row)),
        ),
      );
    throw new Error(`tsc found errors:\n${lines.join('\n')}`);
  }
}

/** CSS imported from a package must exist in it (as the package exports it); local CSS must be on the page. */
export function cssImports(workspace: Workspace, page: string, snippets: Snippet[]): string[] {
  const problems: string[] = [];
  const dir = workspace.pageDir(page);
  for (const snippet of snippets.filter((s) => s.kind === 'typescript')) {
    for (const [, specifier] of snippet.code.matchAll(
      /^\s*import\s+(?:[\w{}\s,*]+\s+from\s+)?['"]([^'"]+\.css)['"]/gm,
    )) {
      const where = workspace.describe(join(dir, snippet.path));
      if (specifier.startsWith('.')) {
        if (!existsSync(resolve(dir, dirname(snippet.path), specifier))) {
          problems.push(`${where}: ${specifier} is neither shown on the page nor a fixture`);
        }
      } else {
        try {
          snippetPackage(specifier);
        } catch (error) {
          if (error instanceof Unavailable && !existsSync(join(snippetsDir, 'node_modules'))) throw error;
          problems.push(`${where}: ${specifier} does not resolve in the installed package`);
        }
      }
    }
  }
  return problems;
}

// The packages an example test run loads that set its Node.js version. A reader who follows a page installs their
// current releases, which need a newer Node.js than the site's minimum; the run uses one they accept.
const vitestRuntimePackages = ['vitest', 'msw', 'jsdom', '@testing-library/jest-dom'];

/**
 * A Node.js binary that every package of the example tests accepts: this process's own, Node.js 24 from
 * `scripts/setup-tests.sh` (`.cache/node24`), or the one `NODE24` points at.
 */
function nodeForExampleTests(): string {
  const ranges = vitestRuntimePackages.map((name) => {
    const manifest = snippetsRequire(`${name}/package.json`) as { engines?: { node?: string } };
    return manifest.engines?.node ?? '*';
  });
  const repository = resolve(snippetsDir, '../../..');
  const candidates = [
    process.execPath,
    process.env.NODE24,
    join(repository, '.cache', 'node24', 'node_modules', '.bin', 'node'),
  ].filter((candidate): candidate is string => Boolean(candidate) && existsSync(candidate as string));
  for (const candidate of candidates) {
    const version = spawnSync(candidate, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
    if (version && ranges.every((range) => semver.satisfies(version, range))) return candidate;
  }
  throw new Unavailable(
    `the example tests' packages need Node.js ${ranges.filter((r) => r !== '*').join(' and ')}; ${setupHint} (Node.js 24)`,
  );
}

/**
 * Runs a project's Vitest set-up and example tests, as a reader would with `npx vitest run` in its folder: with the
 * current releases of the packages the page tells them to install, on a Node.js version those packages support.
 */
export async function vitest(workspace: Workspace, page: string, project: string): Promise<void> {
  const cli = binary('vitest');
  const node = nodeForExampleTests();
  const result = await run(node, [cli, 'run', '--reporter=verbose'], join(workspace.pageDir(page), project));
  if (result.status !== 0) throw new Error(`vitest run failed:\n${result.output}`);
}

/** The folders in which a page shows a Vitest configuration and at least one test file to run with it. */
export function vitestProjects(snippets: Snippet[]): { page: string; project: string }[] {
  return snippets
    .filter((s) => /(^|\/)vitest\.config\.ts$/.test(s.path))
    .map((config) => ({ page: config.page, project: dirname(config.path) }))
    .filter(({ page, project }) =>
      snippets.some(
        (s) => s.page === page && /\.test\.tsx?$/.test(s.path) && (project === '.' || s.path.startsWith(`${project}/`)),
      ),
    );
}

// ---------------------------------------------------------------- Python

/** Debian's interpreter, where `apt-get install python3-…` puts the packages; `SNIPPETS_PYTHON` overrides it. */
function python(): string {
  const candidates = [process.env.SNIPPETS_PYTHON, '/usr/bin/python3', 'python3'].filter(Boolean) as string[];
  for (const candidate of candidates) {
    const probe = spawnSync(candidate, ['-c', 'import sys; print(sys.version_info >= (3, 11))'], { encoding: 'utf8' });
    if (probe.status === 0 && probe.stdout.trim() === 'True') return candidate;
  }
  throw new Unavailable('Python 3.11 or later is not installed; run `apt-get install python3`');
}

export async function compilePython(workspace: Workspace, page: string, snippets: Snippet[]): Promise<void> {
  const dir = workspace.pageDir(page);
  const files = snippets.filter((s) => s.kind === 'python').map((s) => s.path);
  // Compile in memory: py_compile would leave __pycache__ folders behind.
  const script = 'import sys\nfor f in sys.argv[1:]:\n    compile(open(f, encoding="utf-8").read(), f, "exec")';
  const result = await run(python(), ['-c', script, ...files], dir);
  if (result.status !== 0) throw new Error(`Python does not compile:\n${result.output}`);
}

/** The modules a page's Python imports that are neither in the standard library nor on the page. */
async function missingPythonModules(dir: string): Promise<string[]> {
  const script = [
    'import ast, importlib.util, os, sys',
    'names = set()',
    'for root, _, files in os.walk("."):',
    '    for f in files:',
    '        if f.endswith(".py"):',
    '            tree = ast.parse(open(os.path.join(root, f), encoding="utf-8").read())',
    '            for node in ast.walk(tree):',
    '                if isinstance(node, ast.Import): names.update(a.name.split(".")[0] for a in node.names)',
    '                elif isinstance(node, ast.ImportFrom) and node.level == 0: names.add(node.module.split(".")[0])',
    'local = {n for n in names if os.path.isdir(n) or os.path.isfile(n + ".py")}',
    'third = sorted(n for n in names - local if n not in sys.stdlib_module_names)',
    'print("\\n".join(n for n in third if importlib.util.find_spec(n) is None))',
  ].join('\n');
  const result = await run(python(), ['-c', script], dir);
  if (result.status !== 0) throw new Error(result.output);
  return result.output.split('\n').filter(Boolean);
}

/** Runs the tests a page shows (and any a fixture adds) with pytest. */
export async function pytest(workspace: Workspace, page: string, env: Record<string, string> = {}): Promise<void> {
  const dir = workspace.pageDir(page);
  const missing = await missingPythonModules(dir);
  if (missing.length) {
    throw new Unavailable(`Python modules ${missing.join(', ')} are not installed; ${setupHint} from Debian`);
  }
  const result = await run(python(), ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', '--rootdir', dir, dir], dir, {
    PYTHONDONTWRITEBYTECODE: '1',
    ...env,
  });
  if (result.status !== 0) throw new Error(`pytest failed:\n${result.output}`);
}

export function pageHasPythonTests(workspace: Workspace, page: string): boolean {
  return filesIn(workspace.pageDir(page), /(^|\/)test_[^/]*\.py$/).length > 0;
}

export async function parseToml(workspace: Workspace, snippet: Snippet): Promise<void> {
  const file = join(workspace.pageDir(snippet.page), snippet.path);
  const result = await run(
    python(),
    ['-c', 'import sys, tomllib; tomllib.load(open(sys.argv[1], "rb"))', file],
    dirname(file),
  );
  if (result.status !== 0) throw new Error(`not valid TOML:\n${result.output}`);
}

// ---------------------------------------------------------------- SQL

/** The database the SQL examples run in; `scripts/setup-tests.sh` creates it with PostGIS. */
export const snippetsDatabaseUrl =
  process.env.CONTENT_SNIPPETS_DATABASE_URL ??
  'postgres://content_snippets:content_snippets@127.0.0.1:5432/content_snippets';

async function withDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: snippetsDatabaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Unavailable(
      `PostgreSQL is not reachable at ${redact(snippetsDatabaseUrl)} (${String(error)}); ${setupHint}`,
    );
  }
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:…@');
}

/** Runs a block in a transaction that is rolled back, so every run starts from the same empty database. */
export async function runSql(snippet: Snippet): Promise<void> {
  await withDatabase(async (client) => {
    if (/postgis|\bST_\w+\(/i.test(snippet.code)) {
      const { rowCount } = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'postgis'");
      if (!rowCount) throw new Unavailable(`PostGIS is not installed on this PostgreSQL server; ${setupHint}`);
    }
    await client.query('BEGIN');
    try {
      await client.query(snippet.code);
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

// ---------------------------------------------------------------- Shell, YAML, JSON, CSS

export async function checkShell(workspace: Workspace, snippet: Snippet): Promise<void> {
  const file = join(workspace.pageDir(snippet.page), snippet.path);
  const result = await run('bash', ['-n', file], dirname(file));
  if (result.status !== 0) throw new Error(`bash -n rejects it:\n${result.output}`);
}

interface YamlModule {
  parseAllDocuments(source: string, options: { uniqueKeys: boolean; prettyErrors: boolean }): unknown;
}
interface YamlDocument {
  errors: { message: string }[];
  warnings: { message: string }[];
}

export async function parseYaml(snippet: Snippet): Promise<void> {
  const yaml = await loadSnippetPackage<YamlModule>('yaml');
  const parsed = yaml.parseAllDocuments(snippet.code, { uniqueKeys: true, prettyErrors: true });
  const documents = (Array.isArray(parsed) ? parsed : [parsed]) as YamlDocument[];
  const messages = documents.flatMap((document) => [...document.errors, ...document.warnings]).map((e) => e.message);
  if (messages.length) throw new Error(`not valid YAML:\n${messages.join('\n')}`);
}

export function parseJson(snippet: Snippet): void {
  JSON.parse(snippet.code);
}

interface PostcssModule {
  default: { parse(css: string, options: { from: string }): unknown };
}

export async function parseCss(snippet: Snippet): Promise<void> {
  const postcss = await loadSnippetPackage<PostcssModule>('postcss');
  postcss.default.parse(snippet.code, { from: snippet.path });
}

// ---------------------------------------------------------------- Dockerfile

interface Diagnostic {
  message: string;
  range: { start: { line: number } };
}
interface DockerfileUtils {
  validate(content: string): Diagnostic[];
}
interface DockerInstruction {
  getKeyword(): string;
  getArgumentsContent(): string | null;
}
interface DockerFrom extends DockerInstruction {
  getImageName(): string | null;
  getImageTag(): string | null;
  getImageDigest(): string | null;
  getBuildStage(): string | null;
}
interface DockerfileAst {
  DockerfileParser: {
    parse(content: string): {
      getInstructions(): DockerInstruction[];
      getFROMs(): DockerFrom[];
    };
  };
}

const secretName = /PASSWORD|SECRET|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIAL/i;

/**
 * Lints a Dockerfile with the parser of the Docker language server, then holds it to the rules of
 * the Docker standard: base images pinned to a tag in the FROM line itself (Dependabot cannot see
 * through an ARG), never `latest`, no secrets in ENV or ARG, and a non-root numeric USER at the end.
 */
export async function checkDockerfile(snippet: Snippet): Promise<void> {
  const utils = await loadSnippetPackage<DockerfileUtils>('dockerfile-utils');
  const ast = await loadSnippetPackage<DockerfileAst>('dockerfile-ast');
  const problems = utils.validate(snippet.code).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);

  const dockerfile = ast.DockerfileParser.parse(snippet.code);
  const stages = new Set<string>();
  for (const from of dockerfile.getFROMs()) {
    const image = from.getImageName() ?? '';
    const text = from.getArgumentsContent() ?? '';
    if (stages.has(image)) {
      // FROM an earlier stage of this file: nothing to pin.
    } else if (text.includes('$')) {
      problems.push(`FROM ${text}: name the image in the FROM line; Dependabot does not resolve ARG values`);
    } else if (image !== 'scratch' && (!from.getImageTag() || from.getImageTag() === 'latest')) {
      problems.push(`FROM ${text}: pin the base image to an explicit version tag, never latest`);
    }
    const stage = from.getBuildStage();
    if (stage) stages.add(stage);
  }

  const instructions = dockerfile.getInstructions();
  for (const instruction of instructions) {
    const keyword = instruction.getKeyword().toUpperCase();
    const args = instruction.getArgumentsContent() ?? '';
    if ((keyword === 'ENV' || keyword === 'ARG') && secretName.test(args.split(/[=\s]/)[0] ?? '')) {
      problems.push(`${keyword} ${args}: secrets never go into ENV or ARG`);
    }
  }
  const lastFrom = instructions.map((i) => i.getKeyword().toUpperCase()).lastIndexOf('FROM');
  const user = instructions
    .slice(lastFrom)
    .filter((i) => i.getKeyword().toUpperCase() === 'USER')
    .pop()
    ?.getArgumentsContent();
  if (!user || !/^[1-9]\d*(:[1-9]\d*)?$/.test(user.trim())) {
    problems.push(`the final stage must end as a non-root numeric USER (got ${user ?? 'none'})`);
  }
  if (problems.length) throw new Error(`the Dockerfile breaks the rules:\n${problems.join('\n')}`);
}

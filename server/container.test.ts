/**
 * The container image follows docs/backend/docker-usage.md. Docker does not
 * run on every machine that runs these tests, so the rules are checked by
 * reading the Dockerfile, .dockerignore and compose.yaml.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS } from './start';

const read = (file: string) => readFileSync(resolve(__dirname, '..', file), 'utf8');

interface Instruction {
  keyword: string;
  args: string;
}

/** Instructions in order, continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  return logical.map((line) => {
    const [keyword = '', ...rest] = line.split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
}

/** The stages, each with its base image as written in its FROM line and its instructions. */
function stages(instructions: Instruction[]) {
  const result: { image: string; name: string; body: Instruction[] }[] = [];
  for (const instruction of instructions) {
    if (instruction.keyword === 'FROM') {
      const [image = '', , name = ''] = instruction.args.split(/\s+/);
      result.push({ image, name, body: [] });
    } else {
      result.at(-1)?.body.push(instruction);
    }
  }
  return result;
}

const dockerfile = parseDockerfile(read('Dockerfile'));
const built = stages(dockerfile);
const runtime = built.at(-1)!;
const find = (keyword: string) => runtime.body.filter((i) => i.keyword === keyword);

describe('Dockerfile', () => {
  it('builds in one stage and runs from another', () => {
    expect(built.length).toBeGreaterThanOrEqual(2);
    const builder = built.find((stage) => stage.body.some((i) => i.keyword === 'RUN' && /npm run build/.test(i.args)));
    expect(builder).toBeDefined();
    expect(builder).not.toBe(runtime);
    expect(runtime.body.some((i) => i.keyword === 'COPY' && i.args.includes(`--from=${builder!.name}`))).toBe(true);
  });

  it('pins every base image to a version tag and a digest in its FROM line, never latest nor a build argument', () => {
    // Dependabot reads the image from each FROM line and cannot see one behind an ARG (only one before the first FROM
    // can stand in a FROM line).
    const firstFrom = dockerfile.findIndex((i) => i.keyword === 'FROM');
    expect(dockerfile.slice(0, firstFrom)).toEqual([]);
    for (const from of dockerfile.filter((i) => i.keyword === 'FROM')) expect(from.args).not.toContain('$');
    const bases = built.filter(({ image }, at) => !built.slice(0, at).some((stage) => stage.name === image));
    expect(bases.length).toBeGreaterThan(0);
    for (const { image } of bases) {
      expect(image).toMatch(/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/);
      expect(image).not.toMatch(/:latest\b/);
      expect(image).toMatch(/slim/);
    }
    expect(new Set(bases.map((stage) => stage.image)).size).toBe(1);
  });

  it('runs with only the runtime dependencies, installed from the lockfile in a stage of their own', () => {
    const copied = find('COPY').find((i) => /\/node_modules\b/.test(i.args));
    const from = copied?.args.match(/--from=(\S+)/)?.[1];
    const deps = built.find((stage) => stage.name === from);
    expect(deps?.body.some((i) => i.keyword === 'RUN' && /\bnpm ci\b.*--omit=dev/.test(i.args))).toBe(true);
    for (const stage of built) {
      expect(stage.body.some((i) => i.keyword === 'RUN' && /\bnpm (?:install|i)\b/.test(i.args))).toBe(false);
    }
  });

  it('has no compiler or package manager step in the runtime stage', () => {
    expect(find('RUN').some((i) => /apt-get|\bnpm\b/.test(i.args))).toBe(false);
  });

  it('runs as a non-root numeric user, set before the command', () => {
    const users = find('USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users.at(-1)!.args;
    expect(user).toMatch(/^\d+(?::\d+)?$/);
    expect(Number(user.split(':')[0])).toBeGreaterThan(0);
    expect(runtime.body.indexOf(users.at(-1)!)).toBeLessThan(runtime.body.findIndex((i) => i.keyword === 'CMD'));
  });

  it('checks its own health on /healthz', () => {
    const [healthcheck] = find('HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/\/healthz/);
  });

  it('starts node directly, so the server itself receives SIGTERM, as npm run serve starts it', () => {
    const cmd = JSON.parse(find('CMD').at(-1)!.args) as string[];
    expect(cmd).toEqual(['node', ...SERVER_NODE_ARGS]);
    expect(find('ENTRYPOINT')).toEqual([]);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.serve).toBe(cmd.join(' '));
  });

  it('builds the privacy page with the retention period the server in the image applies: one build argument', () => {
    const builder = built.find((stage) => stage.body.some((i) => i.keyword === 'RUN' && /npm run build/.test(i.args)))!;
    const buildIndex = builder.body.findIndex((i) => i.keyword === 'RUN' && /npm run build/.test(i.args));
    const argIndex = builder.body.findIndex((i) => i.keyword === 'ARG' && i.args === 'ASK_AI_RETENTION_DAYS');
    expect(argIndex).toBeGreaterThanOrEqual(0);
    expect(argIndex).toBeLessThan(buildIndex);
    expect(find('ARG').map((i) => i.args)).toContain('ASK_AI_RETENTION_DAYS');
    expect(
      find('ENV')
        .map((i) => i.args)
        .join(' '),
    ).toMatch(/\bASK_AI_RETENTION_DAYS=\$\{ASK_AI_RETENTION_DAYS\}/);
  });

  it('names ALLOWED_HOSTS among its settings, with what it guards: /mcp answers only those host names', () => {
    const env = find('ENV')
      .map((i) => i.args)
      .join(' ');
    // Empty in the image (localhost's alone), set where it runs under its public name.
    expect(env).toMatch(/(?:^|\s)ALLOWED_HOSTS=""(?:\s|$)/);
    const text = read('Dockerfile');
    const comment = text.slice(0, text.indexOf('ALLOWED_HOSTS=""'));
    expect(comment).toMatch(/# ALLOWED_HOSTS: .*\/mcp answers only these/);
    expect(comment).toMatch(/-e ALLOWED_HOSTS=/);
  });

  it('keeps secrets out of the image', () => {
    const secret = /PASSWORD|SECRET|TOKEN|API_?KEY|SEARCH_KEY/i;
    for (const instruction of dockerfile.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')) {
      expect(instruction.args).not.toMatch(secret);
    }
  });
});

describe('.dockerignore', () => {
  const entries = (file: string) =>
    read(file)
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
  const ignored = entries('.dockerignore');

  it('keeps dependencies, build output, version control and local secrets out of the build context', () => {
    for (const entry of ['**/node_modules', 'build', 'dist', '.git', '.env']) expect(ignored).toContain(entry);
  });

  it('keeps out everything git ignores: local output, caches (a Node 24 binary among them) and secrets', () => {
    for (const entry of entries('.gitignore')) {
      // Git's "/x/" and "x/" name the same folder a build context knows as "x" (or "**/x" at any depth).
      const name = entry.replace(/^\/|\/$/g, '');
      expect(
        [name, `**/${name}`].some((form) => ignored.includes(form)),
        entry,
      ).toBe(true);
    }
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');
  it('runs the site with PostgreSQL, the password from the environment', () => {
    expect(compose).toMatch(/^\s+site:\s*$/m);
    expect(compose).toMatch(/^\s+db:\s*$/m);
    expect(compose).toMatch(/image: postgres:\d+/);
    expect(compose).toMatch(/DATABASE_URL: postgres:\/\/.*\$\{POSTGRES_PASSWORD/);
    expect(compose).not.toMatch(/:latest\b/);
    expect(compose).not.toMatch(/PASSWORD: (?!\$\{)\S/);
  });

  it('passes ALLOWED_HOSTS through from the environment, saying what it is for', () => {
    expect(compose).toMatch(/^\s+ALLOWED_HOSTS: \$\{ALLOWED_HOSTS:-\}\s*$/m);
    const before = compose.slice(0, compose.indexOf('ALLOWED_HOSTS: ${'));
    expect(before).toMatch(/# The host names the site is reached by[^]*\/mcp[^]*answers only these[^]*$/);
  });
});

/**
 * The MCP Inspector's command line, the tool MCP server authors check their
 * servers with, against the compiled server and the site build: a client we
 * did not write lists our tools and resources, and asked which database a new
 * service should use, reaches the database standard.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMissing, instance, REPO, type Instance } from './instances';

const run = promisify(execFile);
const INSPECTOR = resolve(REPO, 'node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js');

const skip = buildMissing();
if (skip) console.warn(`The MCP Inspector test is skipped: ${skip}.`);

describe.skipIf(skip)('the MCP Inspector CLI against /mcp', { timeout: 60_000 }, () => {
  let server: Instance;
  let home: string;

  beforeAll(async () => {
    home = await mkdtemp(join(tmpdir(), 'mcp-inspector-'));
    server = await instance({ DATA_DIR: join(home, 'data') });
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    if (home) await rm(home, { recursive: true, force: true });
  });

  /** One Inspector call; its JSON answer. The Inspector keeps its catalogue of servers in our temporary folder. */
  async function inspect(...args: string[]): Promise<Record<string, unknown>> {
    const { stdout } = await run(process.execPath, [INSPECTOR, '--cli', `${server.origin}/mcp`, ...args], {
      env: { ...process.env, HOME: home, MCP_CATALOG_PATH: join(home, 'catalog.json') },
      timeout: 45_000,
    });
    return JSON.parse(stdout) as Record<string, unknown>;
  }

  it('lists the four tools, read-only', async () => {
    const { tools } = (await inspect('--method', 'tools/list')) as {
      tools: Array<{ name: string; annotations?: { readOnlyHint?: boolean } }>;
    };
    expect(tools.map((t) => t.name).sort()).toEqual([
      'ask_standards',
      'get_standard',
      'list_standards',
      'search_standards',
    ]);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  });

  it('asked which database a new service should use, answers from the database standard, cited', async () => {
    const result = (await inspect(
      '--method',
      'tools/call',
      '--tool-name',
      'ask_standards',
      '--tool-arg',
      'question=Which database should a new service use?',
    )) as { content: Array<{ type: string; text: string }>; isError?: boolean };
    expect(result.isError ?? false).toBe(false);
    const text = result.content.map((c) => c.text).join('\n');
    expect(text).toMatch(/PostgreSQL/);
    expect(text).toContain('/docs/backend/database');
  });

  it('lists each page as a resource and reads one as Markdown', async () => {
    const { resources } = (await inspect('--method', 'resources/list')) as {
      resources: Array<{ uri: string; mimeType?: string }>;
    };
    const database = resources.find((r) => r.uri.endsWith('/docs/backend/database'));
    expect(database?.mimeType).toBe('text/markdown');
    const { contents } = (await inspect('--method', 'resources/read', '--uri', database!.uri)) as {
      contents: Array<{ text: string }>;
    };
    expect(contents[0].text).toMatch(/^# |\n# /);
    expect(contents[0].text).toContain('PostgreSQL');
  });
});

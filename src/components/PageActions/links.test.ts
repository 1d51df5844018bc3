import { describe, expect, it } from 'vitest';
import { assistantPrompt, MCP_SERVER_NAME, pageLinks } from './links';

const links = pageLinks('/docs/backend/database', 'https://developers.amsterdam');
const MARKDOWN = 'https://developers.amsterdam/docs/backend/database.md';
const MCP = 'https://developers.amsterdam/mcp';

describe('pageLinks', () => {
  it("names the page's Markdown copy and the MCP server by absolute address, on the reader's origin", () => {
    expect(links.markdown).toBe(MARKDOWN);
    expect(links.mcp).toBe(MCP);
    const local = pageLinks('/docs/intro', 'http://127.0.0.1:4173');
    expect(local.markdown).toBe('http://127.0.0.1:4173/docs/intro.md');
    expect(local.mcp).toBe('http://127.0.0.1:4173/mcp');
  });

  it('asks ChatGPT, with search on, to read the Markdown copy: one encoded prompt, nothing else', () => {
    const url = new URL(links.chatGpt);
    expect(url.origin + url.pathname).toBe('https://chatgpt.com/');
    expect([...url.searchParams.keys()]).toEqual(['hints', 'q']);
    expect(url.searchParams.get('hints')).toBe('search');
    expect(url.searchParams.get('q')).toBe(assistantPrompt(MARKDOWN));
    expect(assistantPrompt(MARKDOWN)).toContain(MARKDOWN);
    // Spaces and the prompt's comma are percent-encoded, so no client reads a "+" or splits the prompt.
    expect(links.chatGpt).not.toMatch(/[ +,]/);
  });

  it('asks Claude the same in a new conversation', () => {
    const url = new URL(links.claude);
    expect(url.origin + url.pathname).toBe('https://claude.ai/new');
    expect([...url.searchParams.keys()]).toEqual(['q']);
    expect(url.searchParams.get('q')).toBe(assistantPrompt(MARKDOWN));
  });

  it('installs the server in VS Code through its MCP URL handler: the add-mcp object, URL-encoded JSON', () => {
    const prefix = 'vscode:mcp/install?';
    expect(links.vsCode.startsWith(prefix)).toBe(true);
    const query = links.vsCode.slice(prefix.length);
    expect(query).toMatch(/^[A-Za-z0-9%._~*'()!-]+$/); // encodeURIComponent's alphabet: no raw JSON in the link
    expect(JSON.parse(decodeURIComponent(query))).toEqual({ name: MCP_SERVER_NAME, type: 'http', url: MCP });
  });

  it('installs it in Cursor through its deeplink: a name and the mcp.json entry as base64 JSON', () => {
    const url = new URL(links.cursor);
    expect(links.cursor.startsWith('cursor://anysphere.cursor-deeplink/mcp/install?')).toBe(true);
    expect([...url.searchParams.keys()]).toEqual(['name', 'config']);
    expect(url.searchParams.get('name')).toBe(MCP_SERVER_NAME);
    expect(JSON.parse(atob(url.searchParams.get('config')!))).toEqual({ url: MCP });
  });

  it('keeps Cursor\'s base64 intact where it holds a "+" or "="', () => {
    // Host names chosen so that the base64 of {"url":…} carries a "+" (which a query string reads as a space) and
    // padding; a "/" would need a "?" in the origin.
    for (const origin of ['http://ab~.example', 'http://a~.example']) {
      const link = pageLinks('/docs/intro', origin).cursor;
      const config = new URL(link).searchParams.get('config')!;
      expect(btoa(JSON.stringify({ url: `${origin}/mcp` }))).toMatch(/[+=]/);
      expect(JSON.parse(atob(config))).toEqual({ url: `${origin}/mcp` });
      expect(link.split('&config=')[1]).not.toMatch(/[+=]/); // neither is left raw in the link
    }
  });
});

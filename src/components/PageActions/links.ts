import { mcpUrl } from '@site/lib/standards-catalogue';

/** The name an editor lists our MCP server under: the one the README's configurations use. */
export const MCP_SERVER_NAME = 'amsterdam';

/** Where a page's actions lead, all absolute: an assistant or an editor has no page to resolve them against. */
export interface PageLinks {
  /** The page's Markdown copy, written beside it at build time. */
  markdown: string;
  chatGpt: string;
  claude: string;
  /** The site's MCP endpoint. */
  mcp: string;
  vsCode: string;
  cursor: string;
}

/** What an assistant is asked to do with the page: read our Markdown copy itself, since the site sends it nothing. */
export const assistantPrompt = (markdownUrl: string): string =>
  `Read ${markdownUrl}, a standard of the City of Amsterdam for developers, so that I can ask you questions about it.`;

/**
 * The links for the page at `permalink` (`/docs/backend/database`) of the site at `origin`. The origin is the one the
 * reader is on, not the configured public one, so a local or staging server names its own /mcp and Markdown.
 */
export function pageLinks(permalink: string, origin: string): PageLinks {
  const markdown = new URL(`${permalink}.md`, origin).href;
  const prompt = encodeURIComponent(assistantPrompt(markdown));
  const mcp = mcpUrl(origin);
  return {
    markdown,
    // `hints=search` lets ChatGPT fetch the address; without it, it may answer from memory instead.
    chatGpt: `https://chatgpt.com/?hints=search&q=${prompt}`,
    claude: `https://claude.ai/new?q=${prompt}`,
    mcp,
    // VS Code's MCP URL handler: the `code --add-mcp` object as URL-encoded JSON.
    vsCode: `vscode:mcp/install?${encodeURIComponent(JSON.stringify({ name: MCP_SERVER_NAME, type: 'http', url: mcp }))}`,
    // Cursor's install link: the server's mcp.json entry as base64 JSON. The base64 is URL-encoded too: a "+" in
    // it would otherwise reach Cursor as a space. The address is ASCII (URL.href), which btoa needs.
    cursor:
      'cursor://anysphere.cursor-deeplink/mcp/install' +
      `?name=${encodeURIComponent(MCP_SERVER_NAME)}&config=${encodeURIComponent(btoa(JSON.stringify({ url: mcp })))}`,
  };
}

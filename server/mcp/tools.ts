/**
 * What the MCP server offers: four read-only tools and every page as a
 * resource. A fresh McpServer is made for each request (the SDK's stateless
 * serving, for both protocol eras) from the parts made once at start.
 */
import { McpServer, type CallToolResult, type ToolAnnotations } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { MAX_QUERY_LENGTH } from '../../packages/search/src/node';
import { QUESTION_LENGTH } from '../assistant';
import type { AskOutcome } from './ask';
import type { SearchResult } from './search';
import type { Heading, StandardPage, Standards } from './standards';

export const TOOLS = {
  search: 'search_standards',
  get: 'get_standard',
  ask: 'ask_standards',
  list: 'list_standards',
} as const;

/** What the tools run on, made once at start. */
export interface StandardsServices {
  name: string;
  version: string;
  standards: Standards;
  search(query: string, area?: string): SearchResult[];
  /** Undefined when the site build has no search index: the tool then says the assistant is unavailable. */
  ask?: (question: string, signal: AbortSignal) => Promise<AskOutcome>;
  /** How long questions are kept (ASK_AI_RETENTION_DAYS), for ask_standards' description. */
  retentionDays: number;
}

const READ_ONLY: ToolAnnotations = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

const INSTRUCTIONS = `The City of Amsterdam's technology standards and guidance for developers (developers.amsterdam): which languages, databases, tools and practices City projects must or should use, and how.
Use search_standards to find the sections about a topic, get_standard to read a whole page, ask_standards for a short answer quoted from the standards with citations, and list_standards for every page by area with its status and review dates.
Cite the URLs these tools return. A page with status "required" states obligations (MUST/SHOULD in capitals, as in RFC 2119).`;

// ---- Output shapes (structured content), each with a Markdown rendering for the text content. ----

const searchOutput = z.object({
  query: z.string(),
  area: z.string().optional(),
  results: z.array(
    z.object({
      rank: z.number().int(),
      title: z.string().describe("The section's heading"),
      page: z.string().describe("The page's title"),
      area: z.string(),
      hierarchy: z.array(z.string()).describe('Headings from the page title down to the section'),
      url: z.string().describe('Public URL of the section, with its anchor'),
      snippet: z.string(),
    }),
  ),
});

const pageFields = {
  title: z.string(),
  description: z.string(),
  url: z.string().describe("The page's public URL"),
  markdownUrl: z.string().describe('Its Markdown copy'),
  area: z.string(),
  status: z.string().describe('required, recommended or process'),
  lastReviewed: z.string().describe('YYYY-MM-DD'),
  nextReview: z.string().describe('YYYY-MM-DD: the page is due for review from this day'),
};

const getOutput = z.object({
  ...pageFields,
  headings: z.array(z.object({ level: z.number().int(), title: z.string(), url: z.string() })),
  markdown: z.string().describe('The whole page as Markdown, front matter included'),
});

const askOutput = z.object({
  answer: z.string().describe('Markdown with numbered citations [n](url)'),
  declined: z.boolean().describe('True when the standards do not cover the question'),
  sources: z.array(z.object({ n: z.number().int(), title: z.string(), url: z.string() })),
  model: z.string(),
  fallback: z.enum(['timeout', 'error']).optional(),
  followUps: z.array(z.string()),
});

const listOutput = z.object({
  areas: z.array(z.object({ title: z.string(), pages: z.array(z.object(pageFields)) })),
});

const pageSummary = (page: StandardPage) => ({
  title: page.title,
  description: page.description,
  url: page.url,
  markdownUrl: page.markdownUrl,
  area: page.area,
  status: page.status,
  lastReviewed: page.lastReviewed,
  nextReview: page.nextReview,
});

function result<T extends Record<string, unknown>>(text: string, structured: T): CallToolResult {
  return { content: [{ type: 'text', text }], structuredContent: structured };
}

const toolError = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

// ---- Renderings ----

function searchText(query: string, results: readonly SearchResult[], area?: string): string {
  const scope = area ? ` in ${area}` : '';
  if (results.length === 0) {
    return `No section of the standards matches "${query}"${scope}. Try other words, or list_standards for every page.`;
  }
  const lines = results.map(
    (r) => `${r.rank}. ${r.hierarchy.join(' › ')} (${r.area})\n   ${r.url}${r.snippet ? `\n   ${r.snippet}` : ''}`,
  );
  return `Sections of the standards for "${query}"${scope}, best first:\n\n${lines.join('\n')}`;
}

function headingsText(headings: readonly Heading[]): string {
  return headings.map((h) => `${'  '.repeat(Math.max(0, h.level - 2))}- ${h.title}: ${h.url}`).join('\n');
}

function askText(outcome: AskOutcome): string {
  const sources = outcome.sources.map((s) => `[${s.n}] ${s.title}: ${s.url}`).join('\n');
  return sources ? `${outcome.answer}\n\nSources:\n${sources}` : outcome.answer;
}

function listText(standards: Standards): string {
  return standards.areas
    .map(
      (area) =>
        `## ${area.title}\n\n${area.pages
          .map(
            (p) =>
              `- ${p.title} (${p.status}; reviewed ${p.lastReviewed}, next review ${p.nextReview}): ${p.url}\n  ${p.description}`,
          )
          .join('\n')}`,
    )
    .join('\n\n');
}

/** The input schemas, made once: the areas of this build are the values `area` takes. */
export function inputSchemas(standards: Standards) {
  const areas = standards.areas.map((a) => a.title);
  const area = areas.length > 0 ? z.enum(areas as [string, ...string[]]) : z.never();
  return {
    search: z.object({
      query: z
        .string()
        .trim()
        .min(1)
        .max(MAX_QUERY_LENGTH)
        .describe('What to look for, in a few words: "postgres version", "jwt audience", "branch names"'),
      area: area.optional().describe('Only this area of the standards, as list_standards names it'),
    }),
    get: z
      .object({
        url: z
          .string()
          .max(2048)
          .optional()
          .describe('The page\'s URL, as search_standards or list_standards give it; an anchor or ".md" is fine'),
        path: z.string().max(2048).optional().describe('Or its path: "/docs/backend/database" (or "backend/database")'),
      })
      .refine((input) => (input.url ?? input.path ?? '').trim() !== '', {
        message: 'Give the page as "url" or "path".',
      }),
    ask: z.object({
      question: z
        .string()
        .trim()
        .min(1)
        .max(QUESTION_LENGTH)
        .describe('One question in plain words, e.g. "Which database should a new City project use?"'),
    }),
  };
}

export type InputSchemas = ReturnType<typeof inputSchemas>;

/**
 * One McpServer over the services, for one request; `requestSignal` is
 * aborted when its client goes away, and stops a question on its way.
 */
export function standardsServer(
  services: StandardsServices,
  schemas: InputSchemas,
  requestSignal?: AbortSignal,
): McpServer {
  const { standards } = services;
  const server = new McpServer(
    { name: services.name, title: 'Amsterdam Developers standards', version: services.version },
    { instructions: INSTRUCTIONS },
  );

  server.registerTool(
    TOOLS.search,
    {
      title: 'Search the standards',
      description:
        "Search the City of Amsterdam's technology standards for the sections about a topic, ranked like the search on developers.amsterdam. Returns up to 10 sections, best first, each with its heading, its place in the page, its URL with anchor and a snippet. Use it to find where the standards say something; read a whole page with get_standard, or get a short cited answer with ask_standards.",
      inputSchema: schemas.search,
      outputSchema: searchOutput,
      annotations: READ_ONLY,
    },
    async ({ query, area }) => {
      const results = services.search(query, area);
      return result(searchText(query, results, area), { query, ...(area ? { area } : {}), results });
    },
  );

  server.registerTool(
    TOOLS.get,
    {
      title: 'Read a standard',
      description:
        'Read one page of the standards in full, as Markdown, with its title, description, status, review dates and headings (each with its URL). Name the page by the URL search_standards or list_standards gave, or by its path such as /docs/backend/database.',
      inputSchema: schemas.get,
      outputSchema: getOutput,
      annotations: READ_ONLY,
    },
    async ({ url, path }) => {
      const reference = (url ?? path ?? '').trim();
      const page = standards.find(reference);
      if (!page) {
        return toolError(
          `There is no page of the standards at "${reference.slice(0, 200)}". Find the page's URL with search_standards or list_standards.`,
        );
      }
      const markdown = await standards.markdown(page);
      const headings = standards.headings(page);
      const header = `${page.title} (${page.status}; last reviewed ${page.lastReviewed}, next review ${page.nextReview})\n${page.url}\n\nHeadings:\n${headingsText(headings)}\n\n`;
      return result(`${header}${markdown}`, { ...pageSummary(page), headings, markdown });
    },
  );

  server.registerTool(
    TOOLS.ask,
    {
      title: 'Ask the standards',
      description: `Ask one question about the City of Amsterdam's standards and get the answer of the site's Ask AI: sentences quoted from the standards (or written from them, when the site has a language model configured), with numbered citations linking to the sections used. When the standards do not cover the question it says so (declined: true) and names the closest pages rather than guessing. Prefer search_standards to find sections and get_standard to read them; use this for a direct answer. The question is stored without anything that identifies you and deleted after ${services.retentionDays} days.`,
      inputSchema: schemas.ask,
      outputSchema: askOutput,
      annotations: { ...READ_ONLY, idempotentHint: false },
    },
    async ({ question }, ctx) => {
      if (!services.ask) {
        return toolError('The assistant is not available right now: the site build has no search index.');
      }
      const signals = [ctx.mcpReq.signal, requestSignal].filter((signal): signal is AbortSignal => !!signal);
      const outcome = await services.ask(question, AbortSignal.any(signals));
      return result(askText(outcome), { ...outcome });
    },
  );

  server.registerTool(
    TOOLS.list,
    {
      title: 'List the standards',
      description:
        'List every page of the standards, grouped by area in the order of the site, with its description, status (required, recommended or process), last and next review dates and URL. Use it for an overview, or for the area names search_standards takes.',
      outputSchema: listOutput,
      annotations: READ_ONLY,
    },
    async () =>
      result(listText(standards), {
        areas: standards.areas.map((a) => ({ title: a.title, pages: a.pages.map(pageSummary) })),
      }),
  );

  for (const page of standards.pages) {
    server.registerResource(
      page.id,
      page.url,
      {
        title: page.title,
        description: `${page.description} (${page.area}; ${page.status}; next review ${page.nextReview})`,
        mimeType: 'text/markdown',
      },
      async (uri) => ({
        contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await standards.markdown(page) }],
      }),
    );
  }
  return server;
}

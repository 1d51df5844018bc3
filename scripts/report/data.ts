/**
 * What the authors' report shows, read from the server's database: the page
 * votes per page, and the assistant's questions grouped by what they ask
 * about, with how many were declined, disliked, and which pages they cited.
 */
import { contentStems } from '../../server/assistant/evaluation';
import type { Db } from '../../server/storage/db';
import type { AnswerChannel } from '../../server/storage/storage';

interface PageSummary {
  page: string;
  yes: number;
  no: number;
  /** Newest first, with whether the vote was helpful. */
  comments: { helpful: boolean; comment: string; createdAt: number }[];
}

export interface QuestionRow {
  question: string;
  declined: boolean;
  disliked: boolean;
  citedUrls: string[];
  createdAt: number;
  /** Asked on the site (Ask AI, the default) or by an assistant through the MCP server. */
  channel?: AnswerChannel;
}

export interface QuestionGroup {
  /** The question asked most often in the group (the first of them on a tie). */
  label: string;
  questions: string[];
  count: number;
  /** How many of them came through the MCP server (an editor's assistant) rather than the site's Ask AI. */
  viaMcp: number;
  declined: number;
  disliked: number;
  /** Cited pages (without the section), most cited first. */
  pages: { page: string; count: number }[];
}

export interface Report {
  from: number | null;
  to: number | null;
  /** Questions asked in all, and how many of them through the MCP server. */
  questions: { total: number; viaMcp: number };
  pages: PageSummary[];
  groups: QuestionGroup[];
  /** The groups with at least one declined question: what the standards do not cover yet. */
  unanswered: QuestionGroup[];
}

/** Two questions belong together when they share at least this share of their content stems. */
const SIMILARITY = 0.5;

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Groups questions by the stems of their content words (the assistant's own
 * normalisation): each joins the most similar group whose first question
 * shares at least {@link SIMILARITY} of its stems, else starts one. Groups
 * come largest first.
 */
export function groupQuestions(rows: readonly QuestionRow[]): QuestionGroup[] {
  const groups: { key: Set<string>; rows: QuestionRow[] }[] = [];
  for (const row of rows) {
    const stems = new Set(contentStems(row.question));
    let best: (typeof groups)[number] | undefined;
    let bestScore = SIMILARITY;
    for (const group of groups) {
      const score = jaccard(stems, group.key);
      if (score >= bestScore && (!best || score > bestScore)) [best, bestScore] = [group, score];
    }
    if (best) best.rows.push(row);
    else groups.push({ key: stems, rows: [row] });
  }
  return groups
    .map(({ rows: members }) => {
      const asked = new Map<string, number>();
      const cited = new Map<string, number>();
      for (const r of members) {
        const text = r.question.trim();
        asked.set(text, (asked.get(text) ?? 0) + 1);
        for (const url of new Set(r.citedUrls.map((u) => u.split('#')[0]!))) cited.set(url, (cited.get(url) ?? 0) + 1);
      }
      const byCount = <T>(m: Map<T, number>) => [...m].sort((a, b) => b[1] - a[1]);
      return {
        label: byCount(asked)[0]![0],
        questions: [...asked.keys()],
        count: members.length,
        viaMcp: members.filter((r) => r.channel === 'mcp').length,
        declined: members.filter((r) => r.declined).length,
        disliked: members.filter((r) => r.disliked).length,
        pages: byCount(cited).map(([page, count]) => ({ page, count })),
      };
    })
    .sort((a, b) => b.count - a.count || b.declined - a.declined || a.label.localeCompare(b.label));
}

export async function readReport(db: Db): Promise<Report> {
  const votes = await db.all<{ page: string; helpful: number; comment: string | null; created_at: number }>(
    'SELECT page, helpful, comment, created_at FROM page_feedback ORDER BY created_at DESC',
  );
  const pages = new Map<string, PageSummary>();
  for (const v of votes) {
    const summary = pages.get(v.page) ?? { page: v.page, yes: 0, no: 0, comments: [] };
    if (v.helpful === 1) summary.yes++;
    else summary.no++;
    if (v.comment)
      summary.comments.push({ helpful: v.helpful === 1, comment: v.comment, createdAt: Number(v.created_at) });
    pages.set(v.page, summary);
  }
  const questions = await db.all<{
    question: string;
    declined: number;
    cited_urls: string;
    thumbs: number | null;
    created_at: number;
    channel: string;
  }>(
    `SELECT m.question, m.declined, m.cited_urls, f.thumbs, m.created_at, m.channel
       FROM ask_messages m LEFT JOIN ask_feedback f ON f.message_id = m.message_id
      ORDER BY m.created_at, m.message_id`,
  );
  const rows = questions.map((q) => ({
    question: q.question,
    declined: q.declined === 1,
    disliked: q.thumbs === 0,
    citedUrls: parseUrls(q.cited_urls),
    createdAt: Number(q.created_at),
    channel: q.channel === 'mcp' ? ('mcp' as const) : ('ask-ai' as const),
  }));
  const groups = groupQuestions(rows);
  let from: number | null = null;
  let to: number | null = null;
  for (const time of [...votes.map((v) => Number(v.created_at)), ...rows.map((r) => r.createdAt)]) {
    from = from === null ? time : Math.min(from, time);
    to = to === null ? time : Math.max(to, time);
  }
  return {
    from,
    to,
    questions: { total: rows.length, viaMcp: rows.filter((r) => r.channel === 'mcp').length },
    pages: [...pages.values()].sort(
      (a, b) => b.no - a.no || b.yes + b.no - (a.yes + a.no) || a.page.localeCompare(b.page),
    ),
    groups,
    unanswered: groups.filter((g) => g.declined > 0).sort((a, b) => b.declined - a.declined || b.count - a.count),
  };
}

function parseUrls(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((u): u is string => typeof u === 'string') : [];
  } catch {
    return [];
  }
}

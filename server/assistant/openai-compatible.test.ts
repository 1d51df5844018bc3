// Contract test of the configured-model path: the real @ai-sdk/openai-compatible
// client, over HTTP, against our fake chat-completions server.
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeOpenAIServer, type ChatRequest, type FakeServer, type Reply } from './fake-openai-server';
import { FALLBACK_NOTE } from './pipeline';
import { SYSTEM_PROMPT } from './prompt';
import { SEARCH_TOOL } from './retrieval';
import { answer, chunk, fixtureAssistant, user } from './test-support';

let server: FakeServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const CITED =
  'Every API MUST validate every access token as RFC 9068 describes ([Handling access tokens › What the standard is](/docs/backend/handling-access-tokens#what-the-standard-is)).';

/** Searches first, then answers from what the tool returned. */
const searchThenAnswer = (request: ChatRequest): Reply =>
  request.body.messages.some((m) => m.role === 'tool')
    ? { kind: 'text', text: CITED }
    : { kind: 'tool-call', name: SEARCH_TOOL, arguments: JSON.stringify({ query: 'validate access token' }) };

async function assistantOn(script: (request: ChatRequest, n: number) => Reply, stallTimeoutMs = 2000) {
  server = await startFakeOpenAIServer(script);
  return fixtureAssistant({
    provider: { baseURL: server.url, apiKey: 'test-key', model: 'fake-model' },
    stallTimeoutMs,
  });
}

describe('a configured OpenAI-compatible model', () => {
  it('searches with the tool, answers from its results and cites them', async () => {
    const { assistant } = await assistantOn(searchThenAnswer);
    const { chunks, text } = await answer(assistant, [user('How do I validate an access token?')]);

    expect(chunks[0]).toMatchObject({ type: 'start', messageMetadata: { kind: 'generated', model: 'fake-model' } });
    expect(chunk(chunks, 'tool-input-start')[0]).toMatchObject({ toolName: SEARCH_TOOL });
    expect(chunk(chunks, 'tool-input-delta').length).toBeGreaterThan(1);
    expect(chunk(chunks, 'tool-input-available')[0].input).toEqual({ query: 'validate access token' });
    const output = chunk(chunks, 'tool-output-available')[0].output as { hits: Array<{ url: string }> };
    expect(output.hits.length).toBeGreaterThan(0);
    expect(text).toBe(CITED);
    expect(chunk(chunks, 'source-url').map((s) => s.url)).toEqual([
      '/docs/backend/handling-access-tokens#what-the-standard-is',
    ]);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({
      kind: 'generated',
      model: 'fake-model',
      declined: false,
    });

    // What went over the wire: the key, the model, the grounding prompt, the tool, then its results.
    const [first, second] = server!.requests;
    expect(first.headers.authorization).toBe('Bearer test-key');
    expect(first.body).toMatchObject({ model: 'fake-model', stream: true });
    expect(first.body.messages[0]).toEqual({ role: 'system', content: SYSTEM_PROMPT });
    expect(first.body.messages[1]).toMatchObject({ role: 'user', content: 'How do I validate an access token?' });
    expect(first.body.tools?.map((t) => t.function.name)).toEqual([SEARCH_TOOL]);
    expect(first.body.tools?.[0].function.parameters).toMatchObject({ required: ['query'] });
    const toolResult = second.body.messages.find((m) => m.role === 'tool');
    expect(toolResult?.tool_call_id).toBe('call_fake_1');
    const sections = JSON.parse(String(toolResult?.content)) as {
      sections: Array<{ url: string; title: string; text: string }>;
    };
    expect(sections.sections.some((s) => s.text.includes('Every API MUST validate every access token'))).toBe(true);
    expect(sections.sections.every((s) => s.url.startsWith('/docs/'))).toBe(true);
  });

  it('falls back to extracts, and says so, when the endpoint answers 500', async () => {
    const { assistant, logged } = await assistantOn(() => ({ kind: 'status', status: 500, body: '{"error":"boom"}' }));
    const { chunks, text } = await answer(assistant, [user('How do I validate an access token?')]);
    expect(text.startsWith(`*${FALLBACK_NOTE.error}*`)).toBe(true);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ kind: 'extracts', fallback: 'error' });
    expect(logged.some((l) => l.level === 'warn')).toBe(true);
  });

  it('falls back to extracts when the endpoint streams garbage', async () => {
    const { assistant } = await assistantOn(() => ({ kind: 'garbage' }));
    const { chunks } = await answer(assistant, [user('How do I validate an access token?')]);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ kind: 'extracts', fallback: 'error' });
  });

  it('falls back to extracts when the endpoint sends nothing in time', async () => {
    const { assistant } = await assistantOn(() => ({ kind: 'hang' }), 200);
    const started = performance.now();
    const { chunks, text } = await answer(assistant, [user('How do I validate an access token?')]);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(text.startsWith(`*${FALLBACK_NOTE.timeout}*`)).toBe(true);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({ fallback: 'timeout' });
  });
});

describe("a configured model's search", () => {
  it("reads the model's query in a developer's own words, as the extracts do: its prompt gets the right sections", async () => {
    // A model searching as developers write: a short form, a Dutch word and a typo.
    const { assistant } = await assistantOn((request) =>
      request.body.messages.some((m) => m.role === 'tool')
        ? { kind: 'text', text: 'Use node-postgres.' }
        : { kind: 'tool-call', name: SEARCH_TOOL, arguments: JSON.stringify({ query: 'welke pg drivr nodejs' }) },
    );
    await answer(assistant, [user('welke pg driver voor node?')]);
    const toolResult = server!.requests[1].body.messages.find((m) => m.role === 'tool');
    const { sections } = JSON.parse(String(toolResult?.content)) as { sections: Array<{ url: string }> };
    expect(sections[0].url).toBe('/docs/backend/database#pick-a-driver-for-your-stack');
  });
});

describe("a configured model's outcomes", () => {
  it('marks an answer that shows the closest sections, as the extracts do', async () => {
    const { assistant } = await assistantOn((request) =>
      request.body.messages.some((m) => m.role === 'tool')
        ? {
            kind: 'text',
            text: 'These sections look closest:\n\n- Every project that needs a relational database MUST use PostgreSQL. ([Database › What the standard is](/docs/backend/database#what-the-standard-is))',
          }
        : { kind: 'tool-call', name: SEARCH_TOOL, arguments: JSON.stringify({ query: 'mongodb' }) },
    );
    const { chunks } = await answer(assistant, [user('Can I use MongoDB?')]);
    expect(chunk(chunks, 'finish')[0].messageMetadata).toMatchObject({
      kind: 'generated',
      closest: true,
      declined: false,
    });
    expect(chunk(chunks, 'source-url').map((s) => s.url)).toEqual(['/docs/backend/database#what-the-standard-is']);
  });
});

// Test support: a small OpenAI-compatible chat-completions server (the API
// Ollama, vLLM and Azure OpenAI speak) that streams the replies a test
// scripts, so the real @ai-sdk/openai-compatible client runs over HTTP.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream?: boolean;
    messages: Array<{ role: string; content?: unknown; tool_calls?: unknown; tool_call_id?: string }>;
    tools?: Array<{ type: string; function: { name: string; description?: string; parameters: unknown } }>;
  };
}

/** What the server does with one request. */
export type Reply =
  | { kind: 'tool-call'; name: string; arguments: string }
  | { kind: 'text'; text: string }
  | { kind: 'status'; status: number; body: string }
  | { kind: 'garbage' }
  | { kind: 'hang' };

export interface FakeServer {
  url: string;
  requests: ChatRequest[];
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  const data = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** Splits a string into pieces of a few characters, as models stream them. */
const pieces = (text: string, size = 12) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];

export async function startFakeOpenAIServer(script: (request: ChatRequest, n: number) => Reply): Promise<FakeServer> {
  const requests: ChatRequest[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (data: Buffer) => (raw += data.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const request: ChatRequest = { headers: req.headers, body: JSON.parse(raw) as ChatRequest['body'] };
      requests.push(request);
      const reply = script(request, requests.length);
      if (reply.kind === 'status') {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (reply.kind === 'hang') {
        // Headers sent, then nothing, until the client gives up.
        const end = () => res.end();
        hanging.add(end);
        res.on('close', () => hanging.delete(end));
        return;
      }
      if (reply.kind === 'garbage') {
        res.end('data: {"choices": [{"delta": tool_calls: [}\n\ndata: not json at all\n\n');
        return;
      }
      if (reply.kind === 'tool-call') {
        res.write(
          chunk({
            role: 'assistant',
            tool_calls: [
              { index: 0, id: 'call_fake_1', type: 'function', function: { name: reply.name, arguments: '' } },
            ],
          }),
        );
        for (const part of pieces(reply.arguments, 8))
          res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }));
        res.write(chunk({}, 'tool_calls'));
      } else {
        res.write(chunk({ role: 'assistant', content: '' }));
        for (const part of pieces(reply.text)) res.write(chunk({ content: part }));
        res.write(chunk({}, 'stop'));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

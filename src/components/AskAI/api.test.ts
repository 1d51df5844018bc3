// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, fakeAssistant, jsonResponse } from './__fixtures__/assistant';
import { createAskClient, TOKEN_KEY, TOKEN_LIFETIME_MS, TOKEN_RENEW_BEFORE_MS } from './api';
import { AskError, readableMessage, retryAfterSeconds, UNREACHABLE_MESSAGE, waitText } from './errors';

const settings = { apiBase: '/api/ask', assistantId: 'developers' };

function setup(now = () => 1_000_000) {
  const assistant = fakeAssistant();
  const client = createAskClient(settings, assistant.fetch, now);
  const chat = () => client.fetch('/api/ask/chat', { method: 'POST', body: JSON.stringify({ id: 'c', messages: [] }) });
  return { assistant, client, chat };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the assistant token', () => {
  it('is fetched with the assistant id, kept in sessionStorage with its time, and sent on each call', async () => {
    const { assistant, chat } = setup();
    await chat();
    await chat();
    const [tokenRequest] = assistant.to('/chat/token');
    expect(assistant.to('/chat/token')).toHaveLength(1);
    expect(tokenRequest.headers.get('x-algolia-assistant-id')).toBe('developers');
    expect(tokenRequest.body).toEqual({});
    expect(JSON.parse(sessionStorage.getItem(TOKEN_KEY)!)).toEqual({
      token: 'token-1',
      issuedAt: 1_000_000,
      assistantId: 'developers',
    });
    for (const request of assistant.to('/chat')) {
      expect(request.headers.get('authorization')).toBe('TOKEN token-1');
      expect(request.headers.get('x-algolia-assistant-id')).toBe('developers');
    }
  });

  it('is read back from sessionStorage by a new page', async () => {
    sessionStorage.setItem(TOKEN_KEY, JSON.stringify({ token: 'kept', issuedAt: 999_000, assistantId: 'developers' }));
    const { assistant, chat } = setup();
    await chat();
    expect(assistant.to('/chat/token')).toHaveLength(0);
    expect(assistant.to('/chat')[0].headers.get('authorization')).toBe('TOKEN kept');
  });

  it('is renewed 30 seconds before it expires', async () => {
    let time = 0;
    const { assistant, chat } = setup(() => time);
    await chat();
    time = TOKEN_LIFETIME_MS - TOKEN_RENEW_BEFORE_MS - 1;
    await chat();
    expect(assistant.to('/chat/token')).toHaveLength(1);
    time += 1;
    await chat();
    expect(assistant.to('/chat/token')).toHaveLength(2);
    expect(assistant.to('/chat').at(-1)!.headers.get('authorization')).toBe('TOKEN token-2');
  });

  it('one token request serves calls made at the same time', async () => {
    const { assistant, chat } = setup();
    await Promise.all([chat(), chat(), chat()]);
    expect(assistant.to('/chat/token')).toHaveLength(1);
  });

  it('after a 401 a new token is fetched and the call tried once more', async () => {
    const { assistant, chat } = setup();
    assistant.onChat(
      () => errorResponse(401, 'unauthorized', 'The access token has expired.'),
      () => jsonResponse(200, {}),
    );
    const response = await chat();
    expect(response.status).toBe(200);
    expect(assistant.to('/chat/token')).toHaveLength(2);
    expect(assistant.to('/chat').map((r) => r.headers.get('authorization'))).toEqual([
      'TOKEN token-1',
      'TOKEN token-2',
    ]);
  });

  it('a second 401 is the error: no endless retries', async () => {
    const { assistant, chat } = setup();
    assistant.onChat(() => errorResponse(401, 'unauthorized', 'The access token is not valid.'));
    await expect(chat()).rejects.toThrow('The access token is not valid.');
    expect(assistant.to('/chat')).toHaveLength(2);
  });

  it('a blocked sessionStorage keeps the token in memory', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { assistant, chat } = setup();
    await chat();
    await chat();
    expect(assistant.to('/chat/token')).toHaveLength(1);
    expect(warn).toHaveBeenCalled();
  });

  it('a token endpoint that fails is the error of the call', async () => {
    const { assistant, chat } = setup();
    assistant.onToken(() => errorResponse(403, 'unknown_assistant', 'There is no assistant "developers".'));
    await expect(chat()).rejects.toThrow('There is no assistant "developers".');
  });
});

describe('errors a person can read', () => {
  it('the JSON error’s message', async () => {
    const { assistant, chat } = setup();
    assistant.onChat(() =>
      errorResponse(400, 'question_too_long', 'Your question is too long: 512 characters at most.'),
    );
    const error = await chat().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AskError);
    expect(error).toMatchObject({ message: 'Your question is too long: 512 characters at most.', status: 400 });
  });

  it('429: when to try again, from Retry-After', async () => {
    const { assistant, chat } = setup();
    assistant.onChat(() =>
      errorResponse(429, 'rate_limited', 'Too many requests. Please wait 42 seconds and try again.', {
        'retry-after': '42',
      }),
    );
    await expect(chat()).rejects.toThrow('Too many questions in a short time. Try again in 42 seconds.');
  });

  it('a body that is not JSON is never shown', async () => {
    const { assistant, chat } = setup();
    assistant.onChat(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = (await chat().catch((e: unknown) => e)) as AskError;
    expect(error.message).toBe('The assistant answered with an error (502). Try again.');
    expect(error.fromService).toBe(false);
  });

  it('a network failure', async () => {
    const client = createAskClient(settings, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.fetch('/api/ask/chat', {})).rejects.toThrow(UNREACHABLE_MESSAGE);
  });

  it('Retry-After in seconds or as a date; the wait in words', () => {
    expect(retryAfterSeconds('30')).toBe(30);
    expect(retryAfterSeconds(new Date(61_000).toUTCString(), 0)).toBe(61);
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
    expect(waitText(1)).toBe('1 second');
    expect(waitText(59)).toBe('59 seconds');
    expect(waitText(60)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
  });

  it('what the answer screen says for each kind of failure', () => {
    expect(readableMessage(new AskError('From the service', 400, 'bad_request', true))).toBe('From the service');
    expect(readableMessage(new TypeError('Failed to fetch'))).toBe(UNREACHABLE_MESSAGE);
    const parse = Object.assign(new Error('Type validation failed: {"type":"bogus"}'), {
      name: 'AI_TypeValidationError',
    });
    expect(readableMessage(parse)).toBe('The answer could not be read. Try again.');
    expect(readableMessage(new Error('The language model did not answer in time.'))).toBe(
      'The language model did not answer in time.',
    );
  });
});

describe('feedback', () => {
  it('posts appId, messageId and thumbs with the token', async () => {
    const { assistant, client } = setup();
    await client.sendFeedback('answer-1', 1);
    await client.sendFeedback('answer-2', 0);
    expect(assistant.to('/chat/feedback').map((r) => r.body)).toEqual([
      { appId: 'developers', messageId: 'answer-1', thumbs: 1 },
      { appId: 'developers', messageId: 'answer-2', thumbs: 0 },
    ]);
    expect(assistant.to('/chat/feedback')[0].headers.get('authorization')).toBe('TOKEN token-1');
  });

  it('a refused vote rejects with the assistant’s message', async () => {
    const { assistant, client } = setup();
    assistant.onFeedback(() => errorResponse(409, 'already_voted', 'This answer already has your feedback.'));
    await expect(client.sendFeedback('answer-1', 1)).rejects.toMatchObject({
      message: 'This answer already has your feedback.',
      fromService: true,
    });
  });
});

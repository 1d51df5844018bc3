import type { UIMessageChunk } from 'ai';

/**
 * The chunk types, and of each the fields, that both AI SDK 5 (DocSearch's
 * Ask AI client validates chunks with strict schemas) and AI SDK 6
 * understand. Anything else the SDK adds (provider metadata, finish reasons,
 * dynamic-tool flags) is left out rather than risk a client rejecting the
 * stream.
 */
const FIELDS: Partial<Record<UIMessageChunk['type'], readonly string[]>> = {
  start: ['messageId', 'messageMetadata'],
  'start-step': [],
  'reasoning-start': ['id'],
  'reasoning-delta': ['id', 'delta'],
  'reasoning-end': ['id'],
  'tool-input-start': ['toolCallId', 'toolName'],
  'tool-input-delta': ['toolCallId', 'inputTextDelta'],
  'tool-input-available': ['toolCallId', 'toolName', 'input'],
  'tool-output-available': ['toolCallId', 'output'],
  'text-start': ['id'],
  'text-delta': ['id', 'delta'],
  'text-end': ['id'],
  'source-url': ['sourceId', 'url', 'title'],
  'finish-step': [],
  finish: ['messageMetadata'],
  error: ['errorText'],
};

export const WIRE_CHUNK_TYPES = Object.keys(FIELDS) as ReadonlyArray<UIMessageChunk['type']>;

/** The chunk with only the fields both SDKs know, or undefined for a chunk type we never send. */
export function toWire(chunk: UIMessageChunk): UIMessageChunk | undefined {
  const fields = FIELDS[chunk.type];
  if (!fields) return undefined;
  const source = chunk as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = { type: chunk.type };
  for (const field of fields) if (source[field] !== undefined) out[field] = source[field];
  return out as unknown as UIMessageChunk;
}

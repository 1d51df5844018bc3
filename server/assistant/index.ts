import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { SearchIndex } from '../../packages/search/src/node';
import { ExtractsModel, EXTRACTS_MODEL_ID } from './extracts-model';
import { englishLexicon } from './lexicon';
import { QuoteForms } from './forms';
import { Library } from './library';
import type { Assistant, AssistantLog, ModelChoice } from './pipeline';
import { SYSTEM_PROMPT } from './prompt';
import { Retriever } from './retrieval';

export { streamAnswer, type Assistant, type AnswerResult, type ModelChoice } from './pipeline';

/** The longest question the assistant takes, from the site's Ask AI and from an editor's MCP client alike. */
export const QUESTION_LENGTH = 512;

interface ProviderSettings {
  baseURL: string;
  apiKey?: string;
  model: string;
}

/** A chat-completions endpoint (Ollama, vLLM, Azure OpenAI, …) through the AI SDK's OpenAI-compatible provider. */
function configuredModel({ baseURL, apiKey, model }: ProviderSettings): LanguageModelV3 {
  return createOpenAICompatible({ name: 'configured', baseURL, apiKey }).chatModel(model);
}

export interface AssistantOptions {
  index: SearchIndex;
  /** How the pages write their code; without it, quotes show code as plain text. */
  forms?: QuoteForms;
  /** A configured model; without it the extracts model answers alone. */
  provider?: ProviderSettings;
  /** Whether the extracts model answers when the configured model fails. */
  fallback: boolean;
  stallTimeoutMs: number;
  answerTimeoutMs: number;
  log: AssistantLog;
  /** Tests put another model first. */
  primary?: ModelChoice;
}

/** How the server runs the assistant over a site build: the settings of Ask AI's configuration it reads. */
export interface BuildAssistantOptions extends Pick<AssistantOptions, 'index' | 'log' | 'primary'> {
  /** The site build, whose Markdown copies give the quotes their code. */
  buildDir: string;
  /** The model settings of Ask AI's configuration. */
  settings: Pick<AssistantOptions, 'provider' | 'fallback' | 'stallTimeoutMs' | 'answerTimeoutMs'>;
}

/** The assistant over a site build, as the server runs it for Ask AI and for the MCP server alike. */
export async function assistantForBuild({ buildDir, settings, ...options }: BuildAssistantOptions): Promise<Assistant> {
  const { provider, fallback, stallTimeoutMs, answerTimeoutMs } = settings;
  return createAssistant({
    ...options,
    provider,
    fallback,
    stallTimeoutMs,
    answerTimeoutMs,
    forms: await QuoteForms.load(buildDir, options.log),
  });
}

/** The assistant over a loaded index: the configured model first when there is one, the extracts model otherwise or as fallback. */
export function createAssistant(options: AssistantOptions): Assistant {
  const library = Library.fromIndex(options.index, options.forms);
  // Read now, at start, rather than on the first misspelt question.
  englishLexicon();
  const extracts: ModelChoice = { model: new ExtractsModel(library), kind: 'extracts', name: EXTRACTS_MODEL_ID };
  const configured: ModelChoice | undefined = options.provider && {
    model: configuredModel(options.provider),
    kind: 'generated',
    name: options.provider.model,
    system: SYSTEM_PROMPT,
  };
  const primary = options.primary ?? configured ?? extracts;
  return {
    retriever: new Retriever(library),
    primary,
    fallback: primary !== extracts && options.fallback ? extracts : undefined,
    stallTimeoutMs: options.stallTimeoutMs,
    answerTimeoutMs: options.answerTimeoutMs,
    log: options.log,
  };
}

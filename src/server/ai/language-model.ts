import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { Env } from '../env';

export type ModelProvider = 'openai-compatible' | 'anthropic';

/** The configured model, or null for the built-in engine. */
export type ConfiguredModel = { provider: ModelProvider; name: string; model: LanguageModel };

/** Anthropic's own API root, passed explicitly so the SDK never reads a variable of its own. */
const ANTHROPIC_API = 'https://api.anthropic.com/v1';

/**
 * The language model the environment names (decision 013). OpenAI, Azure OpenAI, Ollama, vLLM,
 * LM Studio and llama.cpp's server all speak the OpenAI-compatible chat-completions protocol;
 * Anthropic has its own. Every setting comes from the parsed environment: the SDK would otherwise
 * read `ANTHROPIC_API_KEY` and friends from `process.env` behind our back.
 */
export function configuredModel(env: Env): ConfiguredModel | null {
  if (env.AI_PROVIDER === 'builtin' || !env.AI_MODEL) return null;
  if (env.AI_PROVIDER === 'anthropic') {
    const anthropic = createAnthropic({ baseURL: env.AI_BASE_URL ?? ANTHROPIC_API, apiKey: env.AI_API_KEY ?? '' });
    return { provider: 'anthropic', name: env.AI_MODEL, model: anthropic(env.AI_MODEL) };
  }
  const compatible = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: env.AI_BASE_URL ?? '',
    apiKey: env.AI_API_KEY,
    // Sends the section's JSON schema as `response_format: json_schema`; servers that ignore it
    // still get the schema in the prompt.
    supportsStructuredOutputs: true,
    includeUsage: true,
  });
  return { provider: 'openai-compatible', name: env.AI_MODEL, model: compatible.chatModel(env.AI_MODEL) };
}

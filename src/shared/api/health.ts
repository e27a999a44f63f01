import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** Who writes the sections: the built-in engine, or a language model grounded by it. */
  engine: z.enum(['built-in', 'llm']),
  /** With a language model: the protocol and the model's name. */
  provider: z.enum(['openai-compatible', 'anthropic']).optional(),
  model: z.string().optional(),
});

export type HealthResponse = z.infer<typeof HealthResponseSchema>;

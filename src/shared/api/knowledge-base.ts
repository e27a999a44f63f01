import { z } from 'zod';

export const KbEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(['code-section', 'federal', 'case', 'state-law', 'model']),
  title: z.string(),
  text: z.string(),
  source: z.string(),
  lastChecked: z.string(),
  verified: z.boolean(),
  note: z.string().optional(),
});
export type KbEntryView = z.infer<typeof KbEntrySchema>;

export const ResolveCitationQuerySchema = z.object({
  source: z.string().trim().min(1, 'source is required').max(100),
  section: z.string().trim().min(1, 'section is required').max(300),
});

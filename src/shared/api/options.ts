import { z } from 'zod';

export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;

export const OptionsResponseSchema = z.object({
  licenceRoles: z.array(OptionSchema),
  practiceRoles: z.array(OptionSchema),
  jurisdictions: z.array(OptionSchema),
  experienceLevels: z.array(OptionSchema),
  roleSelectionExperienceLevels: z.array(OptionSchema),
  theoreticalOrientations: z.array(OptionSchema),
  focusOptions: z.array(OptionSchema),
  licenceToPracticeRole: z.record(z.string(), z.string()),
});
export type OptionsResponse = z.infer<typeof OptionsResponseSchema>;

import { z } from 'zod';
import { ERROR_CODES } from './error-codes';

// The codes live in a zod-free module so the browser's first download can check an error body
// without zod (src/client/lib/error-body.ts).
export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-codes';

export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    /** Field path → message, for validation errors. */
    details: z.record(z.string(), z.string()).optional(),
  }),
});

export type ErrorBody = z.infer<typeof ErrorBodySchema>;

import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../shared/errors';
import { readErrorBody } from './error-body';

const SAMPLES: unknown[] = [
  { error: { code: 'not_found', message: 'No such analysis' } },
  { error: { code: 'validation_error', message: 'Check the form', details: { email: 'Enter a valid email' } } },
  { error: { code: 'validation_error', message: 'Check the form', details: { email: 3 } } },
  { error: { code: 'teapot', message: 'I am a teapot' } },
  { error: { code: 'conflict' } },
  { error: { code: 'conflict', message: 'Changed elsewhere', details: ['a'] } },
  { error: 'conflict' },
  { message: 'not an error body' },
  null,
  [1, 2],
  'text',
];

describe('readErrorBody', () => {
  it('accepts exactly what the shared schema accepts', () => {
    for (const sample of SAMPLES) {
      const schema = ErrorBodySchema.safeParse(sample);
      expect(readErrorBody(JSON.stringify(sample)), JSON.stringify(sample)).toEqual(schema.success ? schema.data.error : undefined);
    }
  });

  it('ignores a body that is not JSON', () => {
    expect(readErrorBody('<html>Bad gateway</html>')).toBeUndefined();
    expect(readErrorBody('')).toBeUndefined();
  });
});

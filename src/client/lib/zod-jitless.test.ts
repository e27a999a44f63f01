import { describe, expect, it, vi } from 'vitest';
import { jitlessZod } from './zod-jitless';

describe('jitlessZod', () => {
  it('configures zod before zod loads, so schemas never probe `new Function`', async () => {
    vi.resetModules();
    jitlessZod();
    const probe = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ email: z.string(), nested: z.object({ count: z.number() }) });
    expect(schema.parse({ email: 'a@b.c', nested: { count: 1 } })).toEqual({ email: 'a@b.c', nested: { count: 1 } });
    expect(probe).not.toHaveBeenCalled();
    probe.mockRestore();
  });
});

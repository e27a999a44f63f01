type ZodConfigHolder = { __zod_globalConfig?: Record<string, unknown> };

/**
 * zod decides when a schema is built whether it may compile its checks with `new Function`, and
 * finds out by trying once; the Content-Security-Policy (no 'unsafe-eval') reports that try as a
 * violation. `z.config({ jitless: true })` stops it, but only for schemas built afterwards, and
 * the shared schemas are built as their modules load, in chunks that load later. zod keeps that
 * configuration on this global (so that copies of zod share it), so setting it from the entry
 * module, before any zod code runs, covers every schema without putting zod in the first download.
 * zod-jitless.test.ts checks that zod still reads it.
 */
export function jitlessZod(scope: ZodConfigHolder = globalThis as ZodConfigHolder): void {
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

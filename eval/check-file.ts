/**
 * `npx tsx eval/check-file.ts <file.json> …`: validates vignette or minimal-pair files against
 * their schema (a file under a `pairs/` folder is a pair-group file) and prints what is wrong.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { PairGroupFileSchema, VignetteFileSchema } from './schema';

let failed = false;
for (const file of process.argv.slice(2)) {
  const schema = /(^|\/)pairs\//.test(file) ? PairGroupFileSchema : VignetteFileSchema;
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (parsed.success) console.log(`${file}: ok (${parsed.data.length})`);
    else {
      failed = true;
      console.log(`${file}:\n${z.prettifyError(parsed.error)}`);
    }
  } catch (error) {
    failed = true;
    console.log(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
process.exit(failed ? 1 : 0);

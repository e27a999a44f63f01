import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { IdentifierSetSchema, VignetteFileSchema, type IdentifierSample, type Vignette } from './schema';

const here = path.dirname(fileURLToPath(import.meta.url));
export const VIGNETTE_DIR = path.join(here, 'dev');
export const IDENTIFIER_SET_PATH = path.join(here, 'identifiers.json');

export type LoadedVignette = Vignette & { file: string };

function parseFile<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`${file}: does not match the schema\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

/** Every `*.json` under the vignette folder, validated, in file then array order; ids must be unique. */
export function loadVignettes(dir: string = VIGNETTE_DIR): LoadedVignette[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const vignettes = files.flatMap((name) =>
    parseFile(path.join(dir, name), VignetteFileSchema).map((v) => ({ ...v, file: name })),
  );
  const seen = new Map<string, string>();
  for (const v of vignettes) {
    const earlier = seen.get(v.id);
    if (earlier) throw new Error(`Vignette id "${v.id}" appears in both ${earlier} and ${v.file}`);
    seen.set(v.id, v.file);
  }
  return vignettes;
}

export function loadIdentifierSet(file: string = IDENTIFIER_SET_PATH): IdentifierSample[] {
  return parseFile(file, IdentifierSetSchema);
}

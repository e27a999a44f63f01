import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { IdentifierSetSchema, PairGroupFileSchema, VignetteFileSchema, type IdentifierSample, type PairGroup, type Vignette } from './schema';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The development split (tuned on) and the test split (written separately, never tuned on);
 * eval/WRITING.md says how each was written.
 */
export const SPLITS = ['dev', 'test'] as const;
export type Split = (typeof SPLITS)[number];
export const splitDir = (split: Split) => path.join(here, split);
export const VIGNETTE_DIR = splitDir('dev');
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

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** Every `*.json` directly in the folder, validated, in file then array order; ids must be unique. */
export function loadVignettes(dir: string = VIGNETTE_DIR): LoadedVignette[] {
  const files = jsonFiles(dir);
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

/**
 * The 116 development vignettes the section composers were written and checked against (the
 * files without a writer prefix). The section checks run on these; extending them to every
 * vignette of both splits is the consistency gate's work.
 */
export function loadComposerBaseline(): LoadedVignette[] {
  return loadVignettes().filter((v) => !/^d\d+-/.test(v.file));
}

export function loadSplit(split: Split): LoadedVignette[] {
  return loadVignettes(splitDir(split));
}

/** The split's minimal-pair groups (`<split>/pairs/*.json`). */
export function loadPairGroups(split: Split): PairGroup[] {
  const dir = path.join(splitDir(split), 'pairs');
  const groups = jsonFiles(dir).flatMap((name) => parseFile(path.join(dir, name), PairGroupFileSchema));
  const ids = groups.map((g) => g.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate) throw new Error(`Pair group id "${duplicate}" appears twice in ${split}/pairs`);
  return groups;
}

export function loadIdentifierSet(file: string = IDENTIFIER_SET_PATH): IdentifierSample[] {
  return parseFile(file, IdentifierSetSchema);
}

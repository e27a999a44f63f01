/**
 * The test split must stay independent of the engine (eval/WRITING.md): a lexicon pattern that
 * contains a run of words copied from a test-split text is a defect — it would score the engine
 * on its own answers. This finds such runs.
 */
import type { TriggerSpec } from '../src/engine/understand/lexicon';

/**
 * Runs of this many words or more, with at least three distinctive words, copied verbatim, count
 * as copying; everyday idioms ("what it feels like", "no longer able to") do not.
 */
export const COPIED_RUN_WORDS = 4;
const MIN_CONTENT_WORDS = 3;
const STOPWORDS = new Set(
  [
    'a an the and or but of to in on at by for with from as is are was were be been being it its this that these those he she they him her them his their my me i we us our you your not no do does did has have had will would can could should may might just so if than then there here who what when where which how',
    'going get gets got feel feels felt like make makes made take takes took able longer want wants know knows think said say says tell told come comes came goes went way thing things time back even still much more most well now really something anything nothing everything someone anyone better',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Established professional terms any writer uses for the thing itself — the name of a law, a
 * level of care — are vocabulary, not copying.
 */
const TERMS_OF_ART = new Set(['medical aid in dying', 'a higher level of care', 'higher level of care', 'duty to warn or protect', 'release of information form']);

function contentWords(run: string): number {
  return run.split(' ').filter((word) => word.length > 2 && !STOPWORDS.has(word)).length;
}

/**
 * The plain-word runs of a pattern: its source cut at every regular-expression construct, so
 * "(?:told me|said) he will get even with" yields "he will get even with".
 */
export function literalRuns(source: string): string[] {
  const plain = source
    .replace(/\\[bBdDwWsS]/g, ' | ')
    .replace(/\\(.)/g, '$1')
    .replace(/\(\?(?:[:=!]|<[=!])/g, ' | ')
    .replace(/\[[^\]]*\]/g, ' | ')
    .replace(/\{\d*,?\d*\}/g, ' | ')
    .replace(/[()|?*+^$]/g, ' | ');
  return plain
    .split('|')
    .map((run) => run.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((run) => run.split(' ').length >= COPIED_RUN_WORDS && contentWords(run) >= MIN_CONTENT_WORDS && !TERMS_OF_ART.has(run));
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”"]/g, ' ')
    .replace(/[^a-z0-9'\s-]/g, ' ')
    .replace(/\s+/g, ' ');
}

/** Where a copied run was found: the text is named by its index only, so a report never prints test text. */
export type CopiedRun = { lexicon: string; run: string; textIndex: number };

/** Every literal run of every pattern that occurs in one of the texts, on word boundaries. */
export function copiedRuns(lexicons: Record<string, Record<string, readonly TriggerSpec[]>>, texts: readonly string[]): CopiedRun[] {
  const corpus = texts.map((t) => ` ${normalise(t)} `);
  const found: CopiedRun[] = [];
  for (const [lexicon, entries] of Object.entries(lexicons)) {
    for (const [key, specs] of Object.entries(entries)) {
      for (const spec of specs) {
        for (const run of literalRuns(spec.p)) {
          const needle = ` ${normalise(run).trim()} `;
          const textIndex = corpus.findIndex((t) => t.includes(needle));
          if (textIndex >= 0) found.push({ lexicon: `${lexicon}:${key}`, run, textIndex });
        }
      }
    }
  }
  return found;
}

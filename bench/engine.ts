/**
 * Engine budget (issue: "understandDilemma + risk + identifiers on a 2,000-word dilemma: median
 * under 5 ms in-process"). Builds a realistic ~2,000-word dilemma from varied paragraphs, warms
 * up, times ≥ 200 runs and prints the median and p95. Exits 1 when the median is over budget.
 */
import { performance } from 'node:perf_hooks';
import { composeAll } from '../src/engine/compose';
import { assessRisk, detectIdentifiers, understandDilemma } from '../src/engine/index';

const BUDGET_MS = 5;
const WARMUP = 100;
const ITERATIONS = 300;
const TARGET_WORDS = 2000;

const PARAGRAPHS = [
  "I'm an LPC in a small group practice and I need help thinking this through. My client is a 34-year-old man I've seen for about eight months for depression after his divorce. Today he was calm, almost flat, and told me he bought a handgun last week 'for protection'. Then he said his ex-wife is going to find out what it feels like to lose everything, and that he knows her schedule: she works late on Fridays and walks to her car alone.",
  'He denied any plan when I asked directly, but he would not take back what he said. He has no history of violence that I know of, although his ex-wife got a protective order two years ago after an argument. I am not sure whether he still has access to his brother\'s rifles. He left saying he was fine and that I should not worry about him.',
  'Separately, his 15-year-old daughter, who I have met twice in family sessions, told me last month that her mother\'s boyfriend yells at her and once pushed her into a wall. She begged me not to tell her parents. I did not report it at the time because she said it only happened once and she wasn\'t hurt, and I keep wondering whether I should have.',
  "His insurance company has also asked for my treatment notes for a utilization review, and his attorney called asking whether I would testify in the custody case. I have not signed anything and he hasn't given me a release for the attorney. My supervisor is on leave and the practice owner told me our policy is to send whatever the insurer asks for.",
  'To be honest I am exhausted. I have been carrying a full caseload since a colleague left, I have been dreading sessions, and I fell asleep for a few seconds in an afternoon session last week. I know my own burnout may be clouding my judgment here, and I don\'t want to abandon him or the daughter if I take leave.',
  'He moved to another state for work three months ago and we have continued by video. I am licensed only in Ohio and have not looked into the counseling compact. He also sent me a friend request on Instagram last night and a $200 gift card "for all the help", which I have not accepted yet.',
  'Some background: he grew up in a rural community where everyone knows everyone, his family are devout and he worries his church will judge him. He was raised bilingual and sometimes says things in Spanish when upset. He has talked about his father, who died by suicide when he was a teenager, and denies any suicidal ideation himself, no prior attempts.',
];

function buildDilemma(): string {
  const parts: string[] = [];
  let words = 0;
  for (let round = 0; words < TARGET_WORDS; round++) {
    for (const paragraph of PARAGRAPHS) {
      // Vary each round a little so repeated paragraphs are not byte-identical.
      const text = round === 0 ? paragraph : paragraph.replace(/\blast week\b/g, `${round + 1} weeks ago`).replace(/\btoday\b/gi, `on day ${round + 1}`);
      parts.push(text);
      words += text.split(/\s+/).length;
      if (words >= TARGET_WORDS) break;
    }
  }
  return parts.join('\n\n');
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** One run: [total, understanding + risk, identifiers] in ms. */
function runOnce(text: string): [number, number, number] {
  const started = performance.now();
  const understanding = understandDilemma({
    text,
    role: 'lpc',
    state: 'OH',
    clarifyingAnswers: { firearm: 'Yes, he keeps a hunting rifle in his truck.' },
  });
  assessRisk(understanding);
  const understood = performance.now();
  detectIdentifiers(text);
  const finished = performance.now();
  return [finished - started, understood - started, finished - understood];
}

const text = buildDilemma();
const wordCount = text.split(/\s+/).length;
for (let i = 0; i < WARMUP; i++) runOnce(text);
const runs: Array<[number, number, number]> = [];
for (let i = 0; i < ITERATIONS; i++) runs.push(runOnce(text));
const column = (k: 0 | 1 | 2) => runs.map((r) => r[k]).sort((a, b) => a - b);
const totals = column(0);
const median = percentile(totals, 50);
const p95 = percentile(totals, 95);
console.log(`engine: ${wordCount} words, ${ITERATIONS} runs — median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (budget: median < ${BUDGET_MS} ms)`);
console.log(
  `  understanding + risk: median ${percentile(column(1), 50).toFixed(2)} ms; identifiers: median ${percentile(column(2), 50).toFixed(2)} ms`,
);
if (median >= BUDGET_MS) {
  console.error(`engine: median ${median.toFixed(2)} ms is over the ${BUDGET_MS} ms budget`);
  process.exitCode = 1;
}

// Issue 5: every section for one dilemma, in process, median under 50 ms.
const SECTIONS_BUDGET_MS = 50;
const SECTION_RUNS = 100;
const sectionInput = { text, role: 'lpc', state: 'OH', experienceLevel: 'developing', theoreticalOrientation: 'cbt', clarifyingAnswers: { firearm: 'Yes, he keeps a hunting rifle in his truck.' } };
for (let i = 0; i < 10; i++) composeAll(sectionInput);
const sectionTimes: number[] = [];
for (let i = 0; i < SECTION_RUNS; i++) {
  const started = performance.now();
  composeAll(sectionInput);
  sectionTimes.push(performance.now() - started);
}
sectionTimes.sort((a, b) => a - b);
const sectionsMedian = percentile(sectionTimes, 50);
console.log(
  `all 13 sections: ${SECTION_RUNS} runs — median ${sectionsMedian.toFixed(2)} ms, p95 ${percentile(sectionTimes, 95).toFixed(2)} ms (budget: median < ${SECTIONS_BUDGET_MS} ms)`,
);
if (sectionsMedian >= SECTIONS_BUDGET_MS) {
  console.error(`sections: median ${sectionsMedian.toFixed(2)} ms is over the ${SECTIONS_BUDGET_MS} ms budget`);
  process.exitCode = 1;
}

/**
 * `npm run eval:net`: how the vocabulary net carries writers it never saw. Each development
 * writer in turn is left out, the net is trained on the others with the shipped trainer, and
 * the left-out writer's texts are scored; the pooled scores give, per safety domain, the area
 * under the ROC curve and the recall at a 12 % false-flag rate (the flag budget), and the mean
 * AUC over the issue categories. The test split is never read. Slow (a few minutes): it trains
 * the net once per writer.
 */
import { ISSUE_CATEGORY_IDS } from '../src/shared/domain/issue-categories';
import { DOMAIN_MODELS, examples, outOfFoldScores } from './train-vocabulary';

/** Categories with fewer positives than this give no stable AUC and are left out of the mean. */
const MIN_POSITIVES = 10;
const FLAG_RATE = 0.12;

/** Area under the ROC curve: the chance a random positive scores above a random negative. */
export function auc(scores: readonly number[], labels: readonly boolean[]): number {
  const order = scores.map((_, i) => i).sort((a, b) => (scores[a] as number) - (scores[b] as number));
  let rankSum = 0;
  let positives = 0;
  order.forEach((i, rank) => {
    if (labels[i]) {
      rankSum += rank + 1;
      positives++;
    }
  });
  const negatives = labels.length - positives;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Recall when the threshold lets through `rate` of the negatives. */
export function recallAtFlagRate(scores: readonly number[], labels: readonly boolean[], rate: number): number {
  const negatives = scores.filter((_, i) => !labels[i]).sort((a, b) => b - a);
  const threshold = negatives[Math.floor(negatives.length * rate)] ?? 1;
  const positives = scores.filter((_, i) => labels[i]);
  return positives.filter((s) => s > threshold).length / positives.length;
}

const data = examples();
const targets = [...Object.keys(DOMAIN_MODELS), ...ISSUE_CATEGORY_IDS];
const scores = outOfFoldScores(data, targets, (e) => e.writer);
const lines = [`vocabulary net, each of ${new Set(data.map((e) => e.writer)).size} development writers left out in turn (${data.length} texts)`];
const categoryAucs: number[] = [];
for (const target of targets) {
  const labels = data.map((e) => e.labels.has(target));
  const positives = labels.filter(Boolean).length;
  if (positives < MIN_POSITIVES) continue;
  const s = scores.get(target) as number[];
  if (target in DOMAIN_MODELS) {
    lines.push(`${target.padEnd(15)} AUC ${auc(s, labels).toFixed(3)}; recall at a ${FLAG_RATE * 100} % false-flag rate ${(recallAtFlagRate(s, labels, FLAG_RATE) * 100).toFixed(1)} % (${positives} positive)`);
  } else categoryAucs.push(auc(s, labels));
}
lines.push(`categories      mean AUC ${(categoryAucs.reduce((a, b) => a + b, 0) / categoryAucs.length).toFixed(3)} over ${categoryAucs.length} with ${MIN_POSITIVES}+ positives`);
process.stdout.write(`${lines.join('\n')}\n`);

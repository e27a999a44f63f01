/**
 * `npm run analyze -- --role "<role>" --state "<state>" --file dilemma.txt [--answers a.json]
 * [--screen screen.json] [--experience …] [--orientation …]` prints the engine's result as JSON,
 * led by a summary: the score, its band and the safety screen's state ("complete",
 * "incomplete: others"). The engine itself does
 * no I/O; this entry point reads the files. Bad input (unknown role or state, a missing, empty or
 * unreadable file, answers that are not valid JSON of the right shape) prints one line to stderr
 * and exits with status 2.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { findExperienceLevel, findOrientation } from '../shared/domain/profile-options';
import { SafetyScreenSchema, type SafetyScreen } from '../shared/domain/safety-screen';
import { composeAll, composeRoleExample } from './compose';
import { assessRisk, detectIdentifiers, understandDilemma } from './index';
import type { ClarifyingAnswer, UnderstandInput } from './types';
import { resolveRole, resolveState } from './understand';

export const USAGE =
  'Usage: npm run analyze -- --role "<practice or licence role>" --state "<state>" --file dilemma.txt [--answers answers.json] [--screen screen.json] [--experience beginning|developing|experienced] [--orientation <orientation>]';

export type CliIo = { stdout: (text: string) => void; stderr: (text: string) => void; readFile: (path: string) => string };

const defaultIo: CliIo = {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  readFile: (path) => readFileSync(path, 'utf8'),
};

class UsageError extends Error {}

function readText(io: CliIo, path: string, what: string): string {
  try {
    return io.readFile(path);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String((error as NodeJS.ErrnoException).code) : 'unreadable';
    throw new UsageError(`Cannot read ${what} "${path}" (${reason}).`);
  }
}

/** Answers file: an object of question id → answer, or an array of { question?, answer }. */
export function parseAnswers(json: string, path: string): UnderstandInput['clarifyingAnswers'] {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new UsageError(`Answers file "${path}" is not valid JSON.`);
  }
  if (Array.isArray(data)) {
    return data.map((item, index): ClarifyingAnswer => {
      if (typeof item !== 'object' || item === null || typeof (item as { answer?: unknown }).answer !== 'string') {
        throw new UsageError(`Answers file "${path}": item ${index} needs an "answer" string.`);
      }
      const { question, questionId, category, answer } = item as Record<string, unknown>;
      const entry: ClarifyingAnswer = { answer: answer as string };
      if (typeof question === 'string') entry.question = question;
      if (typeof questionId === 'string') entry.questionId = questionId;
      if (typeof category === 'string') entry.category = category;
      return entry;
    });
  }
  if (typeof data === 'object' && data !== null) {
    const entries = Object.entries(data);
    if (entries.every(([, value]) => typeof value === 'string')) return Object.fromEntries(entries) as Record<string, string>;
  }
  throw new UsageError(`Answers file "${path}" must be an object of id → answer text or an array of { "question", "answer" }.`);
}

/** Screen file: the safety screen's answers, in the shape the API's `safetyScreen` field takes. */
export function parseScreen(json: string, path: string): SafetyScreen {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    throw new UsageError(`Screen file "${path}" is not valid JSON.`);
  }
  const parsed = SafetyScreenSchema.strict().safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(`Screen file "${path}": ${issue?.path.join('.') || 'value'}: ${issue?.message ?? 'not a safety screen'}.`);
  }
  return parsed.data;
}

export function run(argv: readonly string[], io: CliIo = defaultIo): number {
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: {
        role: { type: 'string' },
        state: { type: 'string' },
        file: { type: 'string' },
        answers: { type: 'string' },
        screen: { type: 'string' },
        experience: { type: 'string' },
        orientation: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      io.stdout(`${USAGE}\n`);
      return 0;
    }
    if (!values.role) throw new UsageError('Missing --role.');
    if (!values.state) throw new UsageError('Missing --state.');
    if (!values.file) throw new UsageError('Missing --file.');
    const role = resolveRole(values.role);
    const state = resolveState(values.state);
    if (values.experience !== undefined && !findExperienceLevel(values.experience)) {
      throw new UsageError(`Unknown experience level "${values.experience}": use beginning, developing or experienced.`);
    }
    if (values.orientation !== undefined && !findOrientation(values.orientation)) {
      throw new UsageError(`Unknown theoretical orientation "${values.orientation}".`);
    }
    const text = readText(io, values.file, 'dilemma file');
    if (text.trim() === '') throw new UsageError(`Dilemma file "${values.file}" is empty.`);
    const input: UnderstandInput = { text, role, state };
    if (values.experience !== undefined) input.experienceLevel = values.experience;
    if (values.orientation !== undefined) input.theoreticalOrientation = values.orientation;
    if (values.answers !== undefined) input.clarifyingAnswers = parseAnswers(readText(io, values.answers, 'answers file'), values.answers);
    if (values.screen !== undefined) input.safetyScreen = parseScreen(readText(io, values.screen, 'screen file'), values.screen);

    const understanding = understandDilemma(input);
    const risk = assessRisk(understanding);
    const identifiers = detectIdentifiers(text);
    // Every generated section, in flow order, from the same composers the API uses.
    const roleExample = composeRoleExample({ role, state });
    const sections = composeAll(input);
    const summary = {
      score: risk.score,
      level: risk.level,
      screen: understanding.screen.summary,
      issues: understanding.categories.map((c) => c.id),
      possibleIssues: understanding.possibleCategories.map((c) => c.id),
    };
    io.stdout(`${JSON.stringify({ summary, understanding, risk, identifiers, roleExample, ...sections }, null, 2)}\n`);
    return 0;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr(`analyze: ${message.split('\n')[0]}\n`);
    return 2;
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) process.exitCode = run(process.argv.slice(2));

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { run, type CliIo } from './cli';

const dir = mkdtempSync(path.join(tmpdir(), 'grayline-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
}

const dilemma = file('dilemma.txt', 'My client said he is going to shoot his ex-wife this weekend. I am not sure whether he owns a gun.');

function invoke(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const io: CliIo = {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    readFile: (p) => {
      if (p.startsWith(dir)) return readFileSync(p, 'utf8');
      throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    },
  };
  const status = run(argv, io);
  return { status, stdout, stderr };
}

describe('analyze CLI: run(argv)', () => {
  it('prints the understanding, risk, identifiers and every section in flow order as JSON', () => {
    const { status, stdout, stderr } = invoke(['--role', 'Licensed Professional Counselor (LPC)', '--state', 'california', '--file', dilemma]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const result = JSON.parse(stdout);
    expect(Object.keys(result)).toEqual([
      'summary',
      'understanding',
      'risk',
      'identifiers',
      'roleExample',
      'clarifyingQuestions',
      'reflectiveSummary',
      'conversationApproaches',
      'riskAssessment',
      'timelineAnalysis',
      'impactAssessment',
      'copingStrategies',
      'dualTrackAnalysis',
      'stakeholderAnalysis',
      'legalAnalysis',
      'consultationScripts',
      'modelAnalysis',
      'finalReport',
    ]);
    expect(result.legalAnalysis.citations.some((c: { source: string }) => c.source === 'STATE:CA')).toBe(true);
    expect(result.finalReport.documentation_note.length).toBeGreaterThan(100);
    expect(result.understanding.role).toBe('lpc');
    expect(result.understanding.state).toBe('CA');
    expect(result.understanding.categories.map((c: { id: string }) => c.id)).toContain('duty-to-protect');
    expect(Array.isArray(result.identifiers)).toBe(true);
    expect(result.summary).toMatchObject({ score: result.risk.score, level: result.risk.level });
    expect(result.summary.screen).toMatch(/^incomplete: .*others/);
  });

  it('reads the safety screen with --screen, alone or with --answers, and prints its state beside the score', () => {
    const screen = file(
      'screen.json',
      JSON.stringify({
        self: { concern: 'no', ideation: 'no', method: 'no', intent: 'no', plan: 'no', preparation: 'no', priorAttempt: 'no', meansAccess: 'yes' },
        others: { concern: 'yes', threat: 'yes', target: 'his ex-wife', weaponAccess: 'yes', preparation: 'no', timeframe: 'this weekend', violenceHistory: 'no' },
        abuse: { concern: 'no' },
      }),
    );
    const answers = file('screen-answers.json', JSON.stringify({ 'q-consultation': 'Not yet; I plan to call my supervisor tomorrow morning.' }));
    for (const extra of [[], ['--answers', answers]]) {
      const { status, stdout } = invoke(['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--screen', screen, ...extra]);
      expect(status).toBe(0);
      const result = JSON.parse(stdout);
      expect(result.summary).toMatchObject({ level: 'CRITICAL', screen: 'complete' });
      expect(result.understanding.facts.firearm.status).toBe('present');
      expect(result.summary.issues).not.toContain('supervision-training');
    }
    const partial = file('screen-partial.json', JSON.stringify({ others: { concern: 'yes', threat: 'yes' }, abuse: { concern: 'no' } }));
    const { stdout } = invoke(['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--screen', partial]);
    expect(JSON.parse(stdout).summary.screen).toMatch(/^incomplete: (?:.*, )?others/);
  });

  it('accepts licence roles, answers (object or list), experience and orientation', () => {
    const answers = file('answers.json', JSON.stringify({ firearm: 'Yes, he owns a handgun.' }));
    const list = file('answers-list.json', JSON.stringify([{ question: 'Does he have access to a firearm?', answer: 'yes' }]));
    for (const answersFile of [answers, list]) {
      const { status, stdout } = invoke(['--role', 'lcpc', '--state', 'IL', '--file', dilemma, '--answers', answersFile, '--experience', 'experienced', '--orientation', 'cbt']);
      expect(status).toBe(0);
      const result = JSON.parse(stdout);
      expect(result.understanding.facts.firearm.status).toBe('present');
      expect(result.understanding.experienceLevel).toBe('experienced');
      expect(result.risk.level).toBe('CRITICAL');
    }
  });

  it.each([
    [['--role', 'wizard', '--state', 'CA', '--file', dilemma], /Unknown role "wizard"/],
    [['--role', 'lpc', '--state', 'Atlantis', '--file', dilemma], /Unknown state "Atlantis"/],
    [['--role', 'lpc', '--state', 'CA'], /Missing --file/],
    [['--role', 'lpc', '--state', 'CA', '--file', '/nowhere/dilemma.txt'], /Cannot read dilemma file/],
    [['--role', 'lpc', '--state', 'CA', '--file', file('empty.txt', '  \n')], /is empty/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--answers', file('bad.json', '{nope')], /not valid JSON/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--answers', file('shape.json', '[1, 2]')], /needs an "answer" string/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--experience', 'guru'], /Unknown experience level/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--screen', file('screen-bad.json', '{"others":{"concern":"maybe"}}')], /others\.concern: Choose Yes, No or Not sure/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--screen', file('screen-extra.json', '{"others":{},"mood":"ok"}')], /Screen file/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--screen', file('screen-json.json', '{nope')], /not valid JSON/],
    [['--role', 'lpc', '--state', 'CA', '--file', dilemma, '--bogus'], /Unknown option/],
  ])('exits 2 with one line on bad input: %j', (argv, message) => {
    const { status, stdout, stderr } = invoke(argv as string[]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
  });
});

describe('analyze CLI: as a process', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  const node = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', cli, ...args], { encoding: 'utf8' });

  it('exits 0 and prints JSON', () => {
    const result = node(['--role', 'lcsw', '--state', 'NY', '--file', dilemma]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).risk.score).toBeGreaterThanOrEqual(7);
  });

  it('exits 2 for an unknown state', () => {
    const result = node(['--role', 'lcsw', '--state', 'Narnia', '--file', dilemma]);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Unknown state "Narnia"/);
  });
});

import { describe, expect, it } from 'vitest';
import { createGenerationJobs, type JobRunner } from './generation-jobs';

/** A job that finishes when told to, recording whether it was cancelled. */
function controllable() {
  const state = { runs: 0, cancelled: false, finish: (_value: string) => undefined as void, partial: (_value: unknown) => undefined as void };
  const run: JobRunner<string> = (signal, onPartial) => {
    state.runs += 1;
    state.partial = onPartial;
    return new Promise((resolve, reject) => {
      state.finish = resolve;
      signal.addEventListener('abort', () => {
        state.cancelled = true;
        reject(signal.reason);
      });
    });
  };
  return { state, run };
}

describe('generation jobs', () => {
  it('a second request for the same section joins the first and sees what is written so far', async () => {
    const jobs = createGenerationJobs();
    const { state, run } = controllable();
    const first = jobs.request('a|risk|k', run);
    state.partial({ rationale: 'So far' });
    const seen: unknown[] = [];
    const second = jobs.request('a|risk|k', run, { onPartial: (partial) => seen.push(partial) });
    state.finish('done');
    expect(await first).toBe('done');
    expect(await second).toBe('done');
    expect(state.runs).toBe(1);
    expect(seen).toEqual([{ rationale: 'So far' }]);
  });

  it('cancels a call when its only request leaves, but not while another waits', async () => {
    const jobs = createGenerationJobs();
    const { state, run } = controllable();
    const leaving = new AbortController();
    const staying = jobs.request('a|risk|k', run);
    const left = jobs.request('a|risk|k', run, { signal: leaving.signal });
    leaving.abort();
    await expect(left).rejects.toThrow();
    expect(state.cancelled).toBe(false);
    state.finish('done');
    expect(await staying).toBe('done');

    const alone = controllable();
    const going = new AbortController();
    const request = jobs.request('b|risk|k', alone.run, { signal: going.signal });
    going.abort();
    await expect(request).rejects.toThrow();
    expect(alone.state.cancelled).toBe(true);
  });

  it('keeps a section made ahead of time for the request that comes for it, once', async () => {
    const jobs = createGenerationJobs();
    const { state, run } = controllable();
    expect(jobs.ahead('a|timeline|k', run)).toBe(true);
    expect(jobs.ahead('a|timeline|k', run)).toBe(false);
    state.finish('made ahead');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const other = controllable();
    expect(await jobs.request('a|timeline|k', other.run)).toBe('made ahead');
    expect(other.state.runs).toBe(0);
    // Taken: the next request makes it again.
    const again = jobs.request('a|timeline|k', other.run);
    other.state.finish('again');
    expect(await again).toBe('again');
  });

  it('a job made ahead of time keeps running when a request that joined it leaves', async () => {
    const jobs = createGenerationJobs();
    const { state, run } = controllable();
    jobs.ahead('a|legal|k', run);
    const leaving = new AbortController();
    const request = jobs.request('a|legal|k', run, { signal: leaving.signal });
    leaving.abort();
    await expect(request).rejects.toThrow();
    expect(state.cancelled).toBe(false);
    state.finish('ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(jobs.has('a|legal|k')).toBe(true);
  });

  it('forgets a section made ahead of time after half an hour', async () => {
    let clock = 0;
    const jobs = createGenerationJobs(() => clock);
    const { state, run } = controllable();
    jobs.ahead('a|model|k', run);
    state.finish('old');
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock += 31 * 60_000;
    const fresh = controllable();
    const request = jobs.request('a|model|k', fresh.run);
    fresh.state.finish('fresh');
    expect(await request).toBe('fresh');
  });
});

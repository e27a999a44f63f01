/**
 * Sections being made, and sections made ahead of time (decision 013). A section is identified by
 * its analysis, its key and the key of the inputs it is made from, so a request for a section that
 * is already being made joins that call (and sees what has been written so far) instead of asking
 * the model twice, and a section made in the background waits here until its screen asks for it.
 * In memory, per server process: a second process simply makes the section again.
 */

type Job = {
  promise: Promise<unknown>;
  /** The section so far, for a request that joins late. */
  partial: unknown;
  listeners: Set<(partial: unknown) => void>;
  /** Requests waiting for it; a job nobody waits for any more is cancelled unless it was started ahead of time. */
  waiting: number;
  ahead: boolean;
  controller: AbortController;
};

export type JobRunner<T> = (signal: AbortSignal, onPartial: (partial: unknown) => void) => Promise<T>;

export type GenerationJobs = {
  /**
   * The section for `id`: made ahead of time, being made (joined), or made now by `run`. Leaving
   * (`signal` aborted) stops waiting; the last request to leave a job it started cancels it.
   */
  request<T>(id: string, run: JobRunner<T>, options?: { signal?: AbortSignal; onPartial?: (partial: unknown) => void }): Promise<T>;
  /** Starts making `id` in the background unless it is made, being made or was made ahead. */
  ahead<T>(id: string, run: JobRunner<T>): boolean;
  /** Whether `id` is being made or waits made. */
  has(id: string): boolean;
};

/** How long and how many sections made ahead of time are kept for their screen. */
const READY_TTL_MS = 30 * 60_000;
const READY_MAX = 500;

export function jobId(analysisId: string, key: string, inputKey: string): string {
  return `${analysisId}|${key}|${inputKey}`;
}

function cancelled(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The request was cancelled', 'AbortError');
}

export function createGenerationJobs(now: () => number = Date.now): GenerationJobs {
  const running = new Map<string, Job>();
  const ready = new Map<string, { value: unknown; at: number }>();

  const takeReady = (id: string): { value: unknown } | undefined => {
    const found = ready.get(id);
    if (!found) return undefined;
    ready.delete(id);
    return now() - found.at <= READY_TTL_MS ? found : undefined;
  };
  const keep = (id: string, value: unknown) => {
    ready.set(id, { value, at: now() });
    for (const [oldest] of ready) {
      if (ready.size <= READY_MAX) break;
      ready.delete(oldest);
    }
  };

  const start = (id: string, run: JobRunner<unknown>, ahead: boolean): Job => {
    const controller = new AbortController();
    const job: Job = { promise: Promise.resolve(), partial: undefined, listeners: new Set(), waiting: 0, ahead, controller };
    job.promise = run(controller.signal, (partial) => {
      job.partial = partial;
      for (const listener of job.listeners) listener(partial);
    }).then(
      (value) => {
        running.delete(id);
        // Made with nobody left to take it (ahead of time, or its screen was left): it waits here.
        if (job.waiting === 0) keep(id, value);
        return value;
      },
      (error: unknown) => {
        running.delete(id);
        throw error;
      },
    );
    // A job started ahead of time may fail with nobody waiting: that is not an unhandled rejection.
    job.promise.catch(() => undefined);
    running.set(id, job);
    return job;
  };

  return {
    async request<T>(id: string, run: JobRunner<T>, options: { signal?: AbortSignal; onPartial?: (partial: unknown) => void } = {}) {
      const made = takeReady(id);
      if (made) return made.value as T;
      const { signal, onPartial } = options;
      if (signal?.aborted) throw cancelled(signal);
      const job = running.get(id) ?? start(id, run as JobRunner<unknown>, false);
      job.waiting += 1;
      if (onPartial) {
        job.listeners.add(onPartial);
        if (job.partial !== undefined) onPartial(job.partial);
      }
      let leave: (() => void) | undefined;
      const left = new Promise<never>((_, reject) => {
        if (!signal) return;
        leave = () => reject(cancelled(signal));
        signal.addEventListener('abort', leave, { once: true });
      });
      left.catch(() => undefined);
      try {
        return (await Promise.race([job.promise, left])) as T;
      } finally {
        job.waiting -= 1;
        if (onPartial) job.listeners.delete(onPartial);
        if (leave) signal?.removeEventListener('abort', leave);
        if (signal?.aborted && job.waiting === 0 && !job.ahead) job.controller.abort(cancelled(signal));
      }
    },
    ahead(id, run) {
      if (running.has(id) || ready.has(id)) return false;
      start(id, run as JobRunner<unknown>, true);
      return true;
    },
    has: (id) => running.has(id) || ready.has(id),
  };
}

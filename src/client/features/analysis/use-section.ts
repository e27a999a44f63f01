import { useCallback, useEffect, useRef, useState } from 'react';
import type { SectionResponse } from '../../../shared/api/section-registry';
import type { SectionCorrection } from '../../../shared/api/sections';
import { confirmSection, currentSection, isConfirmed, isStale } from '../../../shared/domain/analysis-document';
import type { SectionKey } from '../../../shared/domain/sections';
import { isApiError } from '../../lib/api-client';
import { useDraft } from './draft-provider';

export type SectionStatus = 'loading' | 'ready' | 'error';

type UseSectionOptions<K extends SectionKey> = {
  key: K;
  /** A stored result that fails this check is made again. */
  isUsable?: (data: SectionResponse<K>) => boolean;
  /** Wait until this is true before generating (e.g. the summary was confirmed). */
  enabled?: boolean;
};

/**
 * One section of the analysis: shown while it is current; otherwise the server is asked to make
 * it as soon as the screen mounts, and stores it in the draft. `correct` applies what the
 * practitioner wants changed and makes the section again; `retry` asks again after a failure.
 */
export function useSection<K extends SectionKey>({ key, isUsable, enabled = true }: UseSectionOptions<K>) {
  const { draft, update, generate } = useDraft();
  const state = draft?.state;
  const stored = state ? currentSection(state, key) : undefined;
  const usable = stored && (!isUsable || isUsable(stored.data as SectionResponse<K>)) ? stored : undefined;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  /** The section so far while a language model writes it (unchecked; shown as a preview). */
  const [partial, setPartial] = useState<unknown>(undefined);
  const runningRef = useRef(false);
  const leaving = useRef<AbortController | null>(null);

  const run = useCallback(
    async (correction?: SectionCorrection) => {
      if (runningRef.current) return false;
      runningRef.current = true;
      const controller = new AbortController();
      leaving.current = controller;
      setRunning(true);
      setError(null);
      setPartial(undefined);
      try {
        return (await generate(key, { correction, signal: controller.signal, onPartial: setPartial })) === 'stored';
      } catch (caught) {
        // Left the screen: nobody is waiting for this answer.
        if (!controller.signal.aborted) setError(caught);
        return false;
      } finally {
        runningRef.current = false;
        setRunning(false);
        setPartial(undefined);
      }
    },
    [generate, key],
  );

  // Leaving the screen cancels its request, and with it a model call nobody else waits for.
  useEffect(() => () => leaving.current?.abort(), []);

  // A current section that fails the screen's check would come back the same from the server:
  // it is shown as an error rather than asked for again and again.
  const unusable = Boolean(stored) && !usable;
  const needsGeneration = Boolean(state) && enabled && !stored;
  useEffect(() => {
    // `running` is a dependency so a request cancelled by a remount (React's development checks) is asked again.
    if (needsGeneration && !error && !running && !runningRef.current) void run();
  }, [needsGeneration, error, run, running]);

  const status: SectionStatus = running ? 'loading' : usable ? 'ready' : error || unusable ? 'error' : 'loading';
  // The same functions on every render, so a memoised view given them is not rendered again.
  /** Applies a correction and makes the section again (later sections become stale). */
  const correct = useCallback((correction: SectionCorrection) => run(correction), [run]);
  const retry = useCallback(() => run(), [run]);
  const confirm = useCallback(() => update((latest) => confirmSection(latest, key)), [update, key]);

  return {
    data: usable?.data as SectionResponse<K> | undefined,
    status,
    partial: running ? partial : undefined,
    error,
    /** What the server said when a limit stopped the request (429), to show instead of the screen's message. */
    limitMessage: isApiError(error) && error.status === 429 ? error.serverMessage : undefined,
    /** Made from earlier inputs: it is being made again. */
    stale: state ? isStale(state, key) : false,
    confirmed: state ? isConfirmed(state, key) : false,
    correct,
    retry,
    confirm,
  };
}

export type SectionHandle<K extends SectionKey> = ReturnType<typeof useSection<K>>;

import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisState, SectionKey } from '../../../shared/api/analyses';
import type { PublicUser } from '../../../shared/api/auth';
import { useCurrentUser } from '../auth/current-user-store';
import { useDraft } from './draft-provider';
import { baseRequest, confirmSection, currentSection, generate, storeSection } from './generation';

export type SectionStatus = 'loading' | 'ready' | 'error';

type UseSectionOptions<T> = {
  key: SectionKey;
  endpoint: string;
  /** Extra payload for this endpoint (earlier sections, contacts, focus…). */
  extra?: (state: AnalysisState, user: PublicUser | null) => object;
  /** A stored result that fails this check is regenerated (spec-1 §4 cache rules). */
  isUsable?: (data: T) => boolean;
  /** Wait until this is true before generating (e.g. the summary was confirmed). */
  enabled?: boolean;
  /** What else changes when a new result is stored (e.g. new questions clear old answers). */
  onStore?: (state: AnalysisState) => AnalysisState;
};

/**
 * One generated section of the draft: reuse it while its inputs are unchanged, otherwise ask the
 * generation API as soon as the screen mounts (no artificial delay), store it with the inputs it
 * was made from, and regenerate or retry on request.
 */
export function useSection<T extends object>({ key, endpoint, extra, isUsable, enabled = true, onStore }: UseSectionOptions<T>) {
  const user = useCurrentUser();
  const { draft, update } = useDraft();
  const state = draft?.state;
  const stored = state ? currentSection(state, key) : undefined;
  const usable = stored && (!isUsable || isUsable(stored.data as T)) ? stored : undefined;
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const runningRef = useRef(false);
  const stateRef = useRef(state);
  stateRef.current = state;

  const run = useCallback(
    async (regenerationCount: number, more: object = {}) => {
      const current = stateRef.current;
      if (!current || runningRef.current) return false;
      runningRef.current = true;
      setRunning(true);
      setError(null);
      try {
        const body = { ...baseRequest(current, user), ...(extra?.(current, user) ?? {}), regenerationCount, regenerate: regenerationCount > 0, ...more };
        const data = await generate<T>(endpoint, body);
        update((latest) => storeSection(onStore ? onStore(latest) : latest, key, data, { regenerationCount, confirmed: false }));
        return true;
      } catch (caught) {
        setError(caught);
        return false;
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
    },
    [endpoint, extra, key, onStore, update, user],
  );

  const needsGeneration = Boolean(state) && enabled && !usable;
  useEffect(() => {
    if (needsGeneration && !error && !runningRef.current) void run(stored?.regenerationCount ?? 0);
  }, [needsGeneration, error, run, stored?.regenerationCount]);

  const status: SectionStatus = running ? 'loading' : usable ? 'ready' : error ? 'error' : 'loading';

  return {
    data: (usable?.data as T | undefined) ?? undefined,
    status,
    error,
    confirmed: usable?.confirmed ?? false,
    regenerationCount: stored?.regenerationCount ?? 0,
    /** A real regeneration: the count goes up and the engine changes emphasis and wording. */
    regenerate: (more: object = {}) => run((stored?.regenerationCount ?? 0) + 1, more),
    retry: () => run(stored?.regenerationCount ?? 0),
    confirm: () => update((latest) => confirmSection(latest, key)),
  };
}

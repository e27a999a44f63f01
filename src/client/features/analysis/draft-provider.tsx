import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnalysisResponse, AnalysisState, Sections } from '../../../shared/api/analyses';
import type { SectionCorrection } from '../../../shared/api/sections';
import { draftInputs, storeSection } from '../../../shared/domain/analysis-document';
import type { SectionKey } from '../../../shared/domain/sections';
import { stepIndexOfPath } from '../../../shared/domain/steps';
import { toast } from '../../components/ui/toast';
import { isApiError } from '../../lib/api-client';
import { hasSessionHint, useCurrentUser } from '../../lib/current-user';
import { analysesApi } from './api';

/** `offline`: the server could not be reached; `failed`: it answered with an error. Both retry. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline' | 'failed';
export type DraftStatus = 'unknown' | 'loading' | 'ready' | 'none' | 'error';

/** What a generation came to: stored in the draft, or the draft was reloaded (changed elsewhere). */
export type GenerationOutcome = 'stored' | 'reloaded';

/** What a draft's screens do with it. The functions never change, so using them re-renders nothing. */
type DraftActions = {
  /** Loads the analysis this tab has open (or the draft in progress), creating one when asked and none exists. */
  ensureDraft: (options?: { create?: boolean }) => Promise<AnalysisResponse | null>;
  /** Starts a new draft (an old one with progress is archived on the server; an empty one is reused). */
  startFresh: (state?: AnalysisState) => Promise<AnalysisResponse>;
  /** Makes a saved analysis the one in progress and loads it. */
  open: (id: string) => Promise<AnalysisResponse>;
  /**
   * Applies a change to the inputs now and saves it shortly (debounced). `quiet`: bookkeeping the
   * person did not do (the step they are on), saved without showing "Saving…" or "Saved".
   */
  update: (change: (state: AnalysisState) => AnalysisState, options?: { quiet?: boolean }) => void;
  /**
   * Asks the server to make a section from the saved draft and store it there (with a
   * correction: apply it first). Pending changes are saved first, so the section is made from
   * what the user sees.
   */
  generate: (key: SectionKey, options?: { correction?: SectionCorrection; signal?: AbortSignal; onPartial?: (partial: unknown) => void }) => Promise<GenerationOutcome>;
  /** Sends every pending change now; true when all of them reached the server. */
  flush: () => Promise<boolean>;
  /** Forgets the draft in this tab (logout, New Analysis). */
  clear: () => void;
};

type DraftValue = { draft: AnalysisResponse | null; status: DraftStatus };

type DraftContextValue = DraftValue & DraftActions;

// Three contexts, so a change re-renders only what reads it: the autosave status only its
// indicator, and the draft not the screens that only act on it.
const DraftContext = createContext<DraftValue | null>(null);
const DraftActionsContext = createContext<DraftActions | null>(null);
const SaveStatusContext = createContext<SaveStatus>('idle');

const SAVE_DELAY_MS = 700;
const RETRY_DELAYS_MS = [2000, 4000, 8000, 15000, 30000];
/** The id of the analysis this tab has open, so a reload reopens it (a completed one included). */
const OPEN_ANALYSIS_KEY = 'grayline.openAnalysis';

function rememberOpen(id: string | null) {
  try {
    if (id) sessionStorage.setItem(OPEN_ANALYSIS_KEY, id);
    else sessionStorage.removeItem(OPEN_ANALYSIS_KEY);
  } catch {
    // Storage unavailable: a reload falls back to the draft in progress.
  }
}

function rememberedOpen(): string | null {
  try {
    return sessionStorage.getItem(OPEN_ANALYSIS_KEY);
  } catch {
    return null;
  }
}

/** The analysis this tab has open (a reload reopens it), else the draft in progress: 404 when none. */
async function fetchOpenAnalysis(): Promise<AnalysisResponse> {
  const remembered = rememberedOpen();
  const reopened = remembered ? await analysesApi.get(remembered).catch(() => null) : null;
  if (reopened && reopened.status !== 'archived') return reopened;
  return analysesApi.current();
}

/** A page opened on an analysis screen in a browser that holds a session. */
function isOpeningOnStep(): boolean {
  return stepIndexOfPath(window.location.pathname) > 0 && hasSessionHint();
}

let earlyAnalysis: Promise<AnalysisResponse> | undefined;

/**
 * A page opened on an analysis screen asks for its analysis before React's first render, alongside
 * the screen's code and the session check rather than after them (main.tsx).
 */
export function prefetchDraft(): void {
  if (!isOpeningOnStep()) return;
  earlyAnalysis = fetchOpenAnalysis();
  // The provider takes it and handles a failure; until then it is not an unhandled rejection.
  earlyAnalysis.catch(() => undefined);
}

function takeOpenAnalysis(): Promise<AnalysisResponse> {
  const request = earlyAnalysis ?? fetchOpenAnalysis();
  earlyAnalysis = undefined;
  return request;
}

/**
 * The server's sections, with this tab's copy kept where it is the same: a screen then renders a
 * section again only when it changed, not after every autosave.
 */
function keepUnchanged(mine: Sections | undefined, theirs: Sections | undefined): Sections | undefined {
  if (!mine || !theirs) return theirs;
  return Object.fromEntries(
    Object.entries(theirs).map(([key, section]) => {
      const own = mine[key as SectionKey];
      return [key, JSON.stringify(own) === JSON.stringify(section) ? own : section];
    }),
  ) as Sections;
}

export class NotSavedError extends Error {
  constructor() {
    super('Your changes are not saved yet, so the analysis cannot be brought up to date. Check your connection and try again.');
    this.name = 'NotSavedError';
  }
}

/**
 * The analysis in progress lives on the server (docs/product.md "One analysis document"): this
 * provider keeps the tab's copy, autosaves what the user types or chooses with the version the
 * server last gave, asks the server for sections (which it stores), reloads on a conflict and
 * retries when offline. One request at a time, so a save and a generation never race.
 */
export function DraftProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [draft, setDraft] = useState<AnalysisResponse | null>(null);
  const [status, setStatus] = useState<DraftStatus>('unknown');
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');
  /** Whether the pending changes include one the person made (see `update`'s `quiet`). */
  const visible = useRef(false);

  const draftRef = useRef<AnalysisResponse | null>(null);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retries = useRef(0);
  /** The last save did not reach the server; it is retried on a timer. */
  const unreachable = useRef(false);
  const loading = useRef<Promise<AnalysisResponse | null> | null>(null);

  const replace = useCallback((next: AnalysisResponse | null) => {
    draftRef.current = next;
    setDraft(next);
    if (next) rememberOpen(next.id);
  }, []);

  /** Runs `task` when no other request of this draft is under way. */
  const exclusive = useCallback(async <T,>(task: () => Promise<T>): Promise<T> => {
    while (inFlight.current) await inFlight.current.catch(() => undefined);
    const run = task();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, []);

  const reload = useCallback(
    async (id: string) => {
      const fresh = await analysesApi.get(id).catch(() => null);
      if (fresh) replace(fresh);
      dirty.current = false;
      setSaveStatus('saved');
      toast({ title: 'Analysis reloaded', description: 'This analysis was changed in another tab or device, so the latest version was loaded.' });
    },
    [replace],
  );

  /** Sends pending changes, one request at a time, until nothing is pending or the server is unreachable. */
  const saveNow = useCallback(async (): Promise<void> => {
    while (dirty.current && draftRef.current) {
      const reachedServer = await exclusive(async () => {
        const current = draftRef.current;
        if (!current || !dirty.current) return true;
        dirty.current = false;
        const showing = visible.current;
        visible.current = false;
        if (showing) setSaveStatus('saving');
        try {
          const saved = await analysesApi.save(current.id, current.version, draftInputs(current.state));
          retries.current = 0;
          unreachable.current = false;
          // A change queued meanwhile (a quiet one included) is saved next: that round reports this
          // one's "Saved", rather than leaving it to when React happens to run the updater below.
          if (dirty.current) visible.current ||= showing;
          const latest = draftRef.current;
          // Keep edits made while the save was in flight; take the server's version and sections.
          replace(latest && latest.id === saved.id ? { ...saved, state: { ...latest.state, sections: keepUnchanged(latest.state.sections, saved.state.sections) } } : saved);
          // A save after a failure says so even when it was only bookkeeping.
          setSaveStatus((previous) => (dirty.current ? previous : showing || previous === 'offline' || previous === 'failed' ? 'saved' : previous));
          return true;
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            await reload(current.id);
            return true;
          }
          if (isApiError(error) && error.status === 404) {
            dirty.current = false;
            replace(null);
            rememberOpen(null);
            setStatus('none');
            setSaveStatus('idle');
            return true;
          }
          // Offline, a server error or an ended session: keep the change and try again later.
          dirty.current = true;
          unreachable.current = true;
          visible.current ||= showing;
          setSaveStatus(isApiError(error) ? 'failed' : 'offline');
          const delay = RETRY_DELAYS_MS[Math.min(retries.current, RETRY_DELAYS_MS.length - 1)];
          retries.current += 1;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void saveNow(), delay);
          return false;
        }
      });
      if (!reachedServer) return;
    }
  }, [exclusive, reload, replace]);

  const update = useCallback<DraftActions['update']>(
    (change, options = {}) => {
      const current = draftRef.current;
      if (!current) return;
      replace({ ...current, state: change(current.state) });
      dirty.current = true;
      if (options.quiet) {
        // A new screen: the last one's "Saved" is not about anything here.
        setSaveStatus((previous) => (previous === 'saved' ? 'idle' : previous));
      } else {
        visible.current = true;
        setSaveStatus((previous) => (previous === 'offline' || previous === 'failed' ? previous : 'saving'));
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), SAVE_DELAY_MS);
    },
    [replace, saveNow],
  );

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    await saveNow();
    return !dirty.current;
  }, [saveNow]);

  const generate = useCallback<DraftActions['generate']>(
    async (key, options = {}) => {
      // A change made while saving (the screen noting where the user is) is no reason to wait;
      // a save that could not reach the server is.
      await flush();
      if (unreachable.current) throw new NotSavedError();
      return exclusive(async () => {
        const current = draftRef.current;
        if (!current) throw new NotSavedError();
        try {
          const { version, ...data } = await analysesApi.generate(
            key,
            { analysisId: current.id, version: current.version, correction: options.correction },
            { signal: options.signal, onPartial: options.onPartial },
          );
          if (options.correction) {
            // A correction may bring earlier sections up to date too: take the server's document.
            replace(await analysesApi.get(current.id));
            return 'stored';
          }
          const made = storeSection(current.state, key, data as never, {
            regenerationCount: current.state.sections?.[key]?.regenerationCount ?? 0,
            generatedAt: new Date().toISOString(),
          });
          const latest = draftRef.current ?? current;
          // Edits made meanwhile stay; the section is keyed by the inputs it was made from.
          const state = latest.state === current.state ? made : { ...latest.state, sections: { ...latest.state.sections, [key]: made.sections?.[key] } };
          replace({ ...latest, version, state });
          // The server stored the section with the analysis.
          setSaveStatus((previous) => (previous === 'idle' ? 'saved' : previous));
          return 'stored';
        } catch (error) {
          if (isApiError(error) && error.status === 409 && error.details?.currentVersion) {
            await reload(current.id);
            return 'reloaded';
          }
          throw error;
        }
      });
    },
    [exclusive, flush, reload, replace],
  );

  const ensureDraft = useCallback<DraftActions['ensureDraft']>(
    async (options = {}) => {
      if (draftRef.current) return draftRef.current;
      if (loading.current) return loading.current;
      setStatus('loading');
      loading.current = (async () => {
        try {
          const found = await takeOpenAnalysis();
          replace(found);
          setStatus('ready');
          return found;
        } catch (error) {
          if (isApiError(error) && error.status === 404) {
            if (options.create) {
              const created = await analysesApi.create();
              replace(created);
              setStatus('ready');
              return created;
            }
            setStatus('none');
            return null;
          }
          setStatus('error');
          throw error;
        } finally {
          loading.current = null;
        }
      })();
      return loading.current;
    },
    [replace],
  );

  const startFresh = useCallback<DraftActions['startFresh']>(
    async (state) => {
      await flush();
      const created = await analysesApi.create(state ? draftInputs(state) : undefined);
      replace(created);
      setStatus('ready');
      setSaveStatus('idle');
      return created;
    },
    [flush, replace],
  );

  const open = useCallback<DraftActions['open']>(
    async (id) => {
      await flush();
      const resumed = await analysesApi.resume(id);
      replace(resumed);
      setStatus('ready');
      setSaveStatus('idle');
      return resumed;
    },
    [flush, replace],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
    replace(null);
    rememberOpen(null);
    setStatus('unknown');
    setSaveStatus('idle');
  }, [replace]);

  // A different user, or none: this tab's draft is not theirs. Learning who the user is (a new
  // tab finding its session) is no change of user.
  const userId = user?.id;
  const knownUser = useRef<string | undefined>(undefined);
  useEffect(() => {
    const before = knownUser.current;
    knownUser.current = userId;
    if (before !== undefined && before !== userId && draftRef.current) clear();
  }, [userId, clear]);

  // A new tab opened on an analysis screen of a signed-in browser takes the analysis asked for
  // before the first render (prefetchDraft) as soon as it can.
  useEffect(() => {
    if (isOpeningOnStep()) void ensureDraft().catch(() => undefined);
  }, [ensureDraft]);

  // Closing or reloading the tab: send what is not saved yet.
  useEffect(() => {
    const onPageHide = () => {
      const current = draftRef.current;
      if (current && dirty.current) analysesApi.saveOnUnload(current.id, current.version, draftInputs(current.state));
    };
    const onOnline = () => {
      if (dirty.current) void saveNow();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
    };
  }, [saveNow]);

  const value = useMemo<DraftValue>(() => ({ draft, status }), [draft, status]);
  const actions = useMemo<DraftActions>(
    () => ({ ensureDraft, startFresh, open, update, generate, flush, clear }),
    [ensureDraft, startFresh, open, update, generate, flush, clear],
  );
  return (
    <DraftActionsContext.Provider value={actions}>
      <DraftContext.Provider value={value}>
        <SaveStatusContext.Provider value={saveStatus}>{children}</SaveStatusContext.Provider>
      </DraftContext.Provider>
    </DraftActionsContext.Provider>
  );
}

/** The draft and what to do with it; re-renders on every change of the draft. */
export function useDraft(): DraftContextValue {
  const actions = useDraftActions();
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft must be used inside DraftProvider');
  return { ...value, ...actions };
}

/** What to do with the draft, for a screen that does not show it. */
export function useDraftActions(): DraftActions {
  const actions = useContext(DraftActionsContext);
  if (!actions) throw new Error('useDraftActions must be used inside DraftProvider');
  return actions;
}

/** The autosave status of the draft. */
export function useSaveStatus(): SaveStatus {
  return useContext(SaveStatusContext);
}

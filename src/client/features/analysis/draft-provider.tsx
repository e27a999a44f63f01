import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { AnalysisResponse, AnalysisState } from '../../../shared/api/analyses';
import { toast } from '../../components/ui/toast';
import { isApiError } from '../../lib/api-client';
import { useCurrentUser } from '../auth/current-user-store';
import { analysesApi } from './api';

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'offline';
export type DraftStatus = 'unknown' | 'loading' | 'ready' | 'none' | 'error';

type DraftContextValue = {
  draft: AnalysisResponse | null;
  status: DraftStatus;
  saveStatus: SaveStatus;
  /** Loads the draft in progress, creating one when asked and none exists. */
  ensureDraft: (options?: { create?: boolean }) => Promise<AnalysisResponse | null>;
  /** Starts a new draft (the old one is archived on the server). */
  startFresh: (state?: AnalysisState) => Promise<AnalysisResponse>;
  /** Makes a saved analysis the one in progress and loads it. */
  open: (id: string) => Promise<AnalysisResponse>;
  /** Applies a change now and saves it shortly (debounced). */
  update: (change: (state: AnalysisState) => AnalysisState) => void;
  /** Sends every pending change now; true when all of them reached the server. */
  flush: () => Promise<boolean>;
  /** Forgets the draft in this tab (logout, New Analysis). */
  clear: () => void;
};

const DraftContext = createContext<DraftContextValue | null>(null);

const SAVE_DELAY_MS = 700;
const RETRY_DELAYS_MS = [2000, 4000, 8000, 15000, 30000];

/**
 * The analysis in progress lives on the server (PRODUCT.md): this provider keeps the tab's copy,
 * autosaves changes with the version the server last gave, reloads on a conflict, and retries
 * when offline. Nothing sensitive is written to browser storage.
 */
export function DraftProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const [draft, setDraft] = useState<AnalysisResponse | null>(null);
  const [status, setStatus] = useState<DraftStatus>('unknown');
  const [saveStatus, setSaveStatus] = useState<SaveStatus>('idle');

  const draftRef = useRef<AnalysisResponse | null>(null);
  const dirty = useRef(false);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const retries = useRef(0);
  const loading = useRef<Promise<AnalysisResponse | null> | null>(null);

  const replace = useCallback((next: AnalysisResponse | null) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  /** Sends pending changes, one request at a time, until nothing is pending or the server is unreachable. */
  const saveNow = useCallback(async (): Promise<void> => {
    for (;;) {
      if (inFlight.current) {
        await inFlight.current;
        continue;
      }
      const current = draftRef.current;
      if (!current || !dirty.current) return;
      dirty.current = false;
      setSaveStatus('saving');
      let reachedServer = false;
      const run = (async () => {
        try {
          const saved = await analysesApi.save(current.id, current.version, current.state);
          reachedServer = true;
          retries.current = 0;
          const latest = draftRef.current;
          // Keep edits made while the save was in flight; take the server's version number.
          replace(latest && latest.id === saved.id ? { ...saved, state: latest.state } : saved);
          setSaveStatus(dirty.current ? 'saving' : 'saved');
        } catch (error) {
          if (isApiError(error) && error.status === 409) {
            reachedServer = true;
            const fresh = await analysesApi.get(current.id).catch(() => null);
            if (fresh) replace(fresh);
            dirty.current = false;
            setSaveStatus('saved');
            toast({ title: 'Analysis reloaded', description: 'This analysis was changed in another tab or device, so the latest version was loaded.' });
            return;
          }
          if (isApiError(error) && error.status === 404) {
            reachedServer = true;
            dirty.current = false;
            replace(null);
            setStatus('none');
            setSaveStatus('idle');
            return;
          }
          // Offline, a server error or an ended session: keep the change and try again later.
          dirty.current = true;
          setSaveStatus('offline');
          const delay = RETRY_DELAYS_MS[Math.min(retries.current, RETRY_DELAYS_MS.length - 1)];
          retries.current += 1;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void saveNow(), delay);
        }
      })();
      inFlight.current = run;
      try {
        await run;
      } finally {
        inFlight.current = null;
      }
      if (!reachedServer) return;
    }
  }, [replace]);

  const update = useCallback<DraftContextValue['update']>(
    (change) => {
      const current = draftRef.current;
      if (!current) return;
      replace({ ...current, state: change(current.state) });
      dirty.current = true;
      setSaveStatus((previous) => (previous === 'offline' ? 'offline' : 'saving'));
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

  const ensureDraft = useCallback<DraftContextValue['ensureDraft']>(
    async (options = {}) => {
      if (draftRef.current) return draftRef.current;
      if (loading.current) return loading.current;
      setStatus('loading');
      loading.current = (async () => {
        try {
          const current = await analysesApi.current();
          replace(current);
          setStatus('ready');
          return current;
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

  const startFresh = useCallback<DraftContextValue['startFresh']>(
    async (state) => {
      await flush();
      const created = await analysesApi.create(state);
      replace(created);
      setStatus('ready');
      setSaveStatus('idle');
      return created;
    },
    [flush, replace],
  );

  const open = useCallback<DraftContextValue['open']>(
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
    setStatus('unknown');
    setSaveStatus('idle');
  }, [replace]);

  // A different (or no) user: this tab's draft is not theirs.
  const userId = user?.id;
  useEffect(() => {
    if (draftRef.current) clear();
  }, [userId, clear]);

  // Closing or reloading the tab: send what is not saved yet.
  useEffect(() => {
    const onPageHide = () => {
      const current = draftRef.current;
      if (current && dirty.current) analysesApi.saveOnUnload(current.id, current.version, current.state);
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

  const value = useMemo<DraftContextValue>(
    () => ({ draft, status, saveStatus, ensureDraft, startFresh, open, update, flush, clear }),
    [draft, status, saveStatus, ensureDraft, startFresh, open, update, flush, clear],
  );
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useDraft must be used inside DraftProvider');
  return value;
}

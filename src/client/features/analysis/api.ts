import type { AnalysisInputs, AnalysisResponse, ListAnalysesQuery, ListAnalysesResponse, SampleAnalysisResponse } from '../../../shared/api/analyses';
import type { SectionResponse } from '../../../shared/api/section-registry';
import type { DraftGenerationRequest } from '../../../shared/api/sections';
import { sectionDefinition, type SectionKey } from '../../../shared/domain/sections';
import type { HealthResponse } from '../../../shared/api/health';
import type { DetectIdentifiersResponse } from '../../../shared/api/identifiers';
import { api, apiPostWatching, CSRF_HEADER } from '../../lib/api-client';

export const analysesApi = {
  create: (state?: AnalysisInputs) => api.post<AnalysisResponse>('/api/analyses', state ? { state } : {}),
  current: () => api.get<AnalysisResponse>('/api/analyses/current'),
  get: (id: string) => api.get<AnalysisResponse>(`/api/analyses/${id}`),
  save: (id: string, version: number, state: AnalysisInputs) => api.put<AnalysisResponse>(`/api/analyses/${id}`, { version, state }),
  resume: (id: string) => api.post<AnalysisResponse>(`/api/analyses/${id}/resume`),
  archive: (id: string) => api.post<AnalysisResponse>(`/api/analyses/${id}/archive`),
  remove: (id: string) => api.delete<{ success: true }>(`/api/analyses/${id}`),
  list: (query: ListAnalysesQuery) => {
    const params = new URLSearchParams();
    if (query.search) params.set('search', query.search);
    if (query.risk) params.set('risk', query.risk);
    if (query.page) params.set('page', String(query.page));
    if (query.pageSize) params.set('pageSize', String(query.pageSize));
    const suffix = params.toString();
    return api.get<ListAnalysesResponse>(`/api/analyses${suffix ? `?${suffix}` : ''}`);
  },
  /**
   * Makes a section from the stored draft and stores it there; answers with it and the new version.
   * A section a language model writes arrives as it is written (`onPartial`); aborting leaves.
   */
  generate: <K extends SectionKey>(key: K, body: DraftGenerationRequest, init?: { signal?: AbortSignal; onPartial?: (partial: unknown) => void }) =>
    apiPostWatching<SectionResponse<K> & { version: number }>(`/api/${sectionDefinition(key).endpoint}`, body, init),
  /** The server's health, which names the engine (and model) that writes the sections. */
  health: () => api.get<HealthResponse>('/api/health'),
  /** The read-only sample analysis behind /test-report. */
  sample: () => api.get<SampleAnalysisResponse>('/api/test-report'),
  detectIdentifiers: (text: string, signal?: AbortSignal) =>
    api.post<DetectIdentifiersResponse>('/api/detect-identifiers', { text }, { signal }),
  /** A last save while the page unloads; keepalive lets it outlive the page. */
  saveOnUnload: (id: string, version: number, state: AnalysisInputs) => {
    void fetch(`/api/analyses/${id}`, {
      method: 'PUT',
      keepalive: true,
      credentials: 'same-origin',
      headers: { ...CSRF_HEADER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ version, state }),
    }).catch(() => undefined);
  },
};

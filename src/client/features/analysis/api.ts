import type { AnalysisResponse, AnalysisState, ListAnalysesQuery, ListAnalysesResponse } from '../../../shared/api/analyses';
import type { DetectIdentifiersResponse } from '../../../shared/api/identifiers';
import { api, CSRF_HEADER } from '../../lib/api-client';

export const analysesApi = {
  create: (state?: AnalysisState) => api.post<AnalysisResponse>('/api/analyses', state ? { state } : {}),
  current: () => api.get<AnalysisResponse>('/api/analyses/current'),
  get: (id: string) => api.get<AnalysisResponse>(`/api/analyses/${id}`),
  save: (id: string, version: number, state: AnalysisState) => api.put<AnalysisResponse>(`/api/analyses/${id}`, { version, state }),
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
  detectIdentifiers: (text: string, signal?: AbortSignal) =>
    api.post<DetectIdentifiersResponse>('/api/detect-identifiers', { text }, { signal }),
  /** A last save while the page unloads; keepalive lets it outlive the page. */
  saveOnUnload: (id: string, version: number, state: AnalysisState) => {
    void fetch(`/api/analyses/${id}`, {
      method: 'PUT',
      keepalive: true,
      credentials: 'same-origin',
      headers: { ...CSRF_HEADER, 'Content-Type': 'application/json' },
      body: JSON.stringify({ version, state }),
    }).catch(() => undefined);
  },
};

import type { SaveCompleteAnalysisRequest, SaveCompleteAnalysisResponse } from '../../shared/api/analyses';
import { api, isApiError } from './api-client';

/**
 * docs/product.md "Reports": a complete analysis that could not reach the server is kept in this browser and
 * uploaded the next time the server answers, then removed. It is the one place dilemma text is
 * kept in browser storage, and only until the upload succeeds.
 */
const KEY = 'grayline.pendingCompleteAnalyses';

type PendingSave = { userId: string; request: SaveCompleteAnalysisRequest };

function readAll(): PendingSave[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as PendingSave[]) : [];
  } catch {
    return [];
  }
}

function writeAll(items: PendingSave[]) {
  try {
    if (items.length === 0) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    console.warn('Could not keep the analysis in this browser');
  }
}

/** How many of this user's analyses exist only in this browser. */
export function countPendingSaves(userId: string): number {
  return readAll().filter((item) => item.userId === userId).length;
}

/** Signing out removes the user's unsent analyses: the next person at this browser must not find them. */
export function discardPendingSaves(userId: string): void {
  writeAll(readAll().filter((item) => item.userId !== userId));
}

export function keepLocally(userId: string, request: SaveCompleteAnalysisRequest): boolean {
  const items = readAll().filter((item) => !(item.request.analysisId && item.request.analysisId === request.analysisId));
  items.push({ userId, request: { ...request, savedLocallyAt: new Date().toISOString() } });
  writeAll(items);
  return readAll().length === items.length;
}


export function saveCompleteAnalysis(request: SaveCompleteAnalysisRequest) {
  return api.post<SaveCompleteAnalysisResponse>('/api/save-complete-analysis', request);
}

/** Uploads this user's locally kept analyses; each one leaves the browser once the server has it. */
export async function uploadPendingSaves(userId: string): Promise<number> {
  let uploaded = 0;
  for (const item of readAll()) {
    if (item.userId !== userId) continue;
    try {
      await saveCompleteAnalysis(item.request);
      uploaded += 1;
      writeAll(readAll().filter((other) => other !== item && JSON.stringify(other) !== JSON.stringify(item)));
    } catch (error) {
      // A request the server refuses outright will never succeed; drop it rather than retry forever.
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429) {
        writeAll(readAll().filter((other) => JSON.stringify(other) !== JSON.stringify(item)));
      } else {
        break;
      }
    }
  }
  return uploaded;
}

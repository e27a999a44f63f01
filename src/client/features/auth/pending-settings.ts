import type { SettingsRequest } from '../../../shared/api/auth';

/**
 * A settings change the server could not take is kept on this device and sent
 * again on the next successful load.
 */
const KEY = 'grayline.pendingSettings';

type Pending = { userId: string; values: SettingsRequest };

export function savePendingSettings(userId: string, values: SettingsRequest): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, values } satisfies Pending));
  } catch {
    console.warn('Could not keep the settings change on this device');
  }
}

export function takePendingSettings(userId: string): SettingsRequest | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const pending = JSON.parse(raw) as Pending;
    if (pending.userId !== userId) return null;
    return pending.values;
  } catch {
    return null;
  }
}

export function clearPendingSettings(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

import { useEffect } from 'react';

export const HOME_TITLE = 'Grayline — ethical dilemma consultation';

export function documentTitle(screenTitle: string | undefined): string {
  return screenTitle ? `${screenTitle} · Grayline` : HOME_TITLE;
}

/** Names the browser tab after the screen (none: the landing page's product title). */
export function useDocumentTitle(screenTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(screenTitle);
  }, [screenTitle]);
}

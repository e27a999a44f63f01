import { useEffect } from 'react';
import { useMatches } from 'react-router';

/** What a route tells the shell: the title of its browser tab (none: the landing page's). */
export type RouteHandle = { title?: string };

export const HOME_TITLE = 'Grayline — ethical dilemma consultation';

export function documentTitle(screenTitle: string | undefined): string {
  return screenTitle ? `${screenTitle} · Grayline` : HOME_TITLE;
}

/** Names the tab after the deepest route that declares a title. */
export function useDocumentTitle(): void {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((value): value is string => Boolean(value))
    .at(-1);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** Each screen names itself in the tab title, so history and screen readers tell pages apart. */
import { useEffect } from 'react';
import { useSiteName } from './site-name.ts';
import { STRINGS } from './strings.ts';

export function usePageTitle(title: string): void {
  // The site's name from Configurações (issue 22), not a fixed one.
  const siteName = useSiteName();
  useEffect(() => {
    document.title = `${title} · ${STRINGS.adminTitle} · ${siteName}`;
  }, [title, siteName]);
}

/** Each screen names itself in the tab title, so history and screen readers tell pages apart. */
import { useEffect } from 'react';
import { STRINGS } from './strings.ts';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${STRINGS.adminTitle} · ${STRINGS.brand}`;
  }, [title]);
}

/** Mounts the chat dialog; the launcher imports this module on the first open only. */
import { createRoot } from 'react-dom/client';
import type { Locale } from '../../i18n/locales.ts';
import { ChatDialog } from './chat-dialog.tsx';
import type { ChatStrings } from './chat-strings.ts';

export function mountChat(container: HTMLElement, props: { locale: Locale; strings: ChatStrings }): void {
  createRoot(container).render(<ChatDialog {...props} />);
}

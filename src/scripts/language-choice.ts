/** The switcher remembers the reader's choice; the home pages' head script reads it back. */
import { LANG_STORAGE_KEY } from '../lib/locale-redirect.ts';

export function rememberLanguageChoice(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-lang-choice]')) {
    link.addEventListener('click', () => {
      const choice = link.dataset.langChoice;
      if (choice !== 'pt' && choice !== 'en') return;
      try {
        localStorage.setItem(LANG_STORAGE_KEY, choice);
      } catch {
        // Storage can be disabled; the link still leads to the chosen language.
      }
      // Filters in the query string (e.g. ?categoria=saude) follow the reader across languages.
      if (location.search && !link.search) link.search = location.search;
    });
  }
}

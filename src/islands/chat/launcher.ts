/**
 * The chat launcher on every public page, in plain TypeScript so that pages load no framework
 * until the visitor asks for the chat: the tooltip, the one-time welcome toast (after 3 s,
 * for 7 s, remembered in localStorage) and, on the first click, the React dialog.
 */
import type { Locale } from '../../i18n/locales.ts';
import { $chatOpen } from './chat-store.ts';
import type { ChatStrings } from './chat-strings.ts';

const WELCOME_SEEN_KEY = 'bemviver.chat.welcomeSeen';
export const WELCOME_DELAY_MS = 3000;
export const WELCOME_VISIBLE_MS = 7000;

function welcomeAlreadySeen(): boolean {
  try {
    return localStorage.getItem(WELCOME_SEEN_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberWelcomeSeen(): void {
  try {
    localStorage.setItem(WELCOME_SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): the toast may come back on another page.
  }
}

export function setUpChatLauncher(): void {
  const root = document.querySelector<HTMLElement>('[data-chat]');
  const launcher = root?.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  const mountPoint = root?.querySelector<HTMLElement>('[data-chat-mount]');
  const toastRegion = root?.querySelector<HTMLElement>('[data-chat-welcome]');
  const toastTemplate = root?.querySelector<HTMLTemplateElement>('[data-chat-welcome-template]');
  if (!root || !launcher || !mountPoint || !toastRegion || !toastTemplate) return;

  const locale = (root.dataset.locale === 'pt' ? 'pt' : 'en') satisfies Locale;
  const strings = JSON.parse(root.dataset.strings ?? '{}') as ChatStrings;

  // Tooltip: shown by CSS on hover and focus; Escape hides it until the pointer or focus leaves.
  const hideTip = (hidden: boolean) => root.toggleAttribute('data-tip-hidden', hidden);
  launcher.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') hideTip(true);
  });
  launcher.addEventListener('pointerleave', () => hideTip(false));
  launcher.addEventListener('blur', () => hideTip(false));

  // At the very end of the page the launcher moves up on phones (CSS), clear of the footer.
  const pageEnd = root.querySelector('[data-chat-page-end]');
  if (pageEnd) {
    new IntersectionObserver(([entry]) => root.toggleAttribute('data-at-end', entry?.isIntersecting ?? false), {
      rootMargin: '0px 0px 40px 0px',
    }).observe(pageEnd);
  }

  // The dialog: imported and mounted on the first open only.
  let dialogReady: Promise<void> | null = null;
  const loadDialog = () => {
    dialogReady ??= import('./load-chat.ts')
      .then(({ loadChatDialog }) => loadChatDialog())
      .then(({ mountChat }) => mountChat(mountPoint, { locale, strings }))
      .catch((error: unknown) => {
        dialogReady = null;
        throw error;
      });
    return dialogReady;
  };

  const openChat = async () => {
    closeWelcome();
    rememberWelcomeSeen();
    launcher.setAttribute('aria-busy', 'true');
    try {
      await loadDialog();
      $chatOpen.set(true);
    } catch {
      showNotice(strings['chat.launcher.loadError']);
    } finally {
      launcher.removeAttribute('aria-busy');
    }
  };

  launcher.addEventListener('click', () => {
    void openChat();
  });

  $chatOpen.listen((open) => {
    launcher.setAttribute('aria-expanded', String(open));
    if (!open) launcher.focus();
  });

  // The welcome toast: at most once per browser, never over an open chat.
  let showTimer: ReturnType<typeof setTimeout> | undefined;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let remaining = WELCOME_VISIBLE_MS;
  let shownAt = 0;
  const holding = { pointer: false, focus: false };

  function closeWelcome() {
    clearTimeout(showTimer);
    clearTimeout(hideTimer);
    const toast = toastRegion!.firstElementChild as HTMLElement | null;
    if (!toast) return;
    const hadFocus = toast.contains(document.activeElement);
    toast.dataset.state = 'closed';
    setTimeout(() => toast.remove(), 200);
    if (hadFocus) launcher!.focus();
  }

  function countDown() {
    shownAt = Date.now();
    hideTimer = setTimeout(closeWelcome, remaining);
  }

  function hold(reason: keyof typeof holding, on: boolean) {
    const wasHeld = holding.pointer || holding.focus;
    holding[reason] = on;
    const held = holding.pointer || holding.focus;
    if (held && !wasHeld) {
      clearTimeout(hideTimer);
      remaining = Math.max(1000, remaining - (Date.now() - shownAt));
    } else if (!held && wasHeld) {
      countDown();
    }
  }

  function showWelcome() {
    if ($chatOpen.get() || dialogReady || welcomeAlreadySeen()) return;
    rememberWelcomeSeen();
    const fragment = toastTemplate!.content.cloneNode(true) as DocumentFragment;
    const toast = fragment.firstElementChild as HTMLElement;
    toast.querySelector('[data-chat-welcome-open]')?.addEventListener('click', () => void openChat());
    toast.querySelector('[data-chat-welcome-dismiss]')?.addEventListener('click', closeWelcome);
    // The countdown waits while the visitor reads or uses the toast.
    toast.addEventListener('pointerenter', () => hold('pointer', true));
    toast.addEventListener('pointerleave', () => hold('pointer', false));
    toast.addEventListener('focusin', () => hold('focus', true));
    toast.addEventListener('focusout', (event) => {
      if (!toast.contains(event.relatedTarget as Node | null)) hold('focus', false);
    });
    toastRegion!.replaceChildren(toast);
    countDown();
  }

  function showNotice(text: string) {
    const notice = document.createElement('p');
    notice.className = 'rounded-card bg-surface p-4 text-sm text-ink shadow-lift ring-1 ring-line';
    notice.textContent = text;
    toastRegion!.replaceChildren(notice);
    setTimeout(() => notice.remove(), WELCOME_VISIBLE_MS);
  }

  if (!welcomeAlreadySeen()) showTimer = setTimeout(showWelcome, WELCOME_DELAY_MS);
}

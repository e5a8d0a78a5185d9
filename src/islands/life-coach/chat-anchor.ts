/**
 * Where the coach chat is on its page, shared by the page, the chat island and the assessment
 * island (whose "Talk to the coach" button brings the visitor there).
 */
export const COACH_CHAT_SECTION_ID = 'coach-chat';
export const COACH_INPUT_ID = 'coach-message';

/** Scrolls to the chat and focuses its input, or the section itself while the input is locked. */
export function focusCoachChat(): void {
  const section = document.getElementById(COACH_CHAT_SECTION_ID);
  if (!section) return;
  const input = document.getElementById(COACH_INPUT_ID);
  const target = input instanceof HTMLTextAreaElement && !input.disabled ? input : section;
  const reduceMotion = matchMedia('(prefers-reduced-motion: reduce)').matches;
  // The input itself, not the section's top: on a phone, or a short window, the section's top
  // leaves the profile card on screen and the input below the fold.
  (target === input ? target : section).scrollIntoView({
    behavior: reduceMotion ? 'auto' : 'smooth',
    block: target === input ? 'center' : 'start',
  });
  target.focus({ preventScroll: true });
}

/**
 * One step between the launcher and the dialog. The bundler lists a dynamic import's whole
 * dependency tree (React among it) in the importing chunk; importing the dialog from here
 * keeps that list out of the launcher script every page loads, so pages carry no trace of
 * the framework until the chat is opened.
 */
export function loadChatDialog() {
  return import('./mount-chat.tsx');
}

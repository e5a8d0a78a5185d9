/** The interface text the chat needs, picked at build time by the launcher component. */
export const CHAT_STRING_KEYS = [
  'chat.assistantName',
  'chat.launcher.loadError',
  'chat.dialog.title',
  'chat.dialog.subtitle',
  'chat.dialog.close',
  'chat.welcome',
  'chat.you',
  'chat.input.label',
  'chat.input.placeholder',
  'chat.input.hint',
  'chat.input.tooLong',
  'chat.send',
  'chat.typing',
  'chat.error',
  'chat.rateLimited',
  'chat.articles',
  'chat.offline',
  'card.language.en',
  'card.language.pt',
] as const;

export type ChatStrings = Record<(typeof CHAT_STRING_KEYS)[number], string>;

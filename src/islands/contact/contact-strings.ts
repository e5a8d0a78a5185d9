/** The interface text the contact form needs, picked at build time by the page. */
export const CONTACT_STRING_KEYS = [
  'contact.field.name',
  'contact.field.email',
  'contact.field.subject',
  'contact.field.message',
  'contact.counter',
  'contact.error.required.name',
  'contact.error.required.email',
  'contact.error.required.subject',
  'contact.error.required.message',
  'contact.error.email',
  'contact.error.tooLong',
  'contact.error.lineBreak',
  'contact.error.server',
  'contact.submit',
  'contact.sending',
  'contact.toast.successTitle',
  'contact.toast.successText',
  'contact.toast.errorTitle',
  'contact.toast.errorFallback',
] as const;

export type ContactStrings = Record<(typeof CONTACT_STRING_KEYS)[number], string>;

/**
 * The contact form's rules, the same as the server's (functions/contact/schemas.ts): every
 * field required, e-mail format (zod's own pattern, the one the server applies), the same
 * length limits, and no line breaks in the fields that become mail headers.
 */
import { regexes } from 'zod/v4/core';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const CONTACT_LIMITS: Record<ContactField, number> = { name: 100, email: 254, subject: 150, message: 5000 };

/** Why a field is refused; the form shows a sentence per problem in the page's language. */
export type ContactProblem = 'required' | 'tooLong' | 'email' | 'lineBreak';
export type ContactErrors = Partial<Record<ContactField, ContactProblem>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', subject: '', message: '' };

const SINGLE_LINE: ReadonlySet<ContactField> = new Set(['name', 'email', 'subject']);

export function contactFieldProblem(field: ContactField, raw: string): ContactProblem | undefined {
  const value = raw.trim();
  if (!value) return 'required';
  if (SINGLE_LINE.has(field) && /[\r\n]/.test(value)) return 'lineBreak';
  if (value.length > CONTACT_LIMITS[field]) return 'tooLong';
  if (field === 'email' && !regexes.email.test(value)) return 'email';
  return undefined;
}

/** The problems of a whole form, in field order; an empty object means it can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field]);
}

/** The fields named by a 400 answer's issues (`[{ path: 'email', ... }]`). */
export function fieldsFromIssues(issues: readonly { path: string }[]): ContactField[] {
  const named = new Set(issues.map((issue) => issue.path.split('.')[0]));
  return CONTACT_FIELDS.filter((field) => named.has(field));
}

/** What the server receives: trimmed values and the page's language. */
export function contactRequestBody(values: ContactValues, language: 'en' | 'pt'): ContactValues & { language: 'en' | 'pt' } {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
    language,
  };
}

/** The answer of POST /api/functions/send-contact-email (functions/contact/routes.ts builds it as this type). */
export interface ContactSent {
  success: true;
  /** The stored message. */
  id: string;
  /** Whether it was also mailed; the visitor is told it was received either way. */
  delivered: boolean;
}

/** True for a sent message's answer (the form then thanks the visitor), else undefined. */
export function readContactSent(json: unknown): true | undefined {
  return (json as { success?: unknown } | null)?.success === true ? true : undefined;
}

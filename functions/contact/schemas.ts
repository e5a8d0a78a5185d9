/**
 * The contact form's body, with the limits the page's own check uses (src/lib/contact-form.ts).
 * Line breaks are refused in the fields that become mail headers. Messages are keys of
 * FIELD_MESSAGES, rendered in the visitor's language.
 */
import { z } from 'zod';
import { CONTACT_LIMITS } from '../../src/lib/contact-form.ts';
import { fieldKey } from '../lib/errors.ts';

const NO_LINE_BREAKS = /^[^\r\n]*$/;
const headerField = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'field_required' })
    .max(max, { error: fieldKey('too_long', max) })
    .regex(NO_LINE_BREAKS, { error: 'no_line_breaks' });

export const contactBody = z.object({
  name: headerField(CONTACT_LIMITS.name),
  email: z
    .string()
    .trim()
    .regex(NO_LINE_BREAKS, { error: 'no_line_breaks' })
    .pipe(z.email({ error: 'email_format' }).max(CONTACT_LIMITS.email)),
  subject: headerField(CONTACT_LIMITS.subject),
  message: z
    .string()
    .trim()
    .min(1, { error: 'field_required' })
    .max(CONTACT_LIMITS.message, { error: fieldKey('too_long', CONTACT_LIMITS.message) }),
  language: z.enum(['en', 'pt']).optional(),
});

/**
 * The coach's two requests: asking how many messages are left, or sending one with the
 * conversation so far. Messages are keys of FIELD_MESSAGES, rendered in the visitor's language.
 */
import { z } from 'zod';
import { fieldKey } from '../lib/errors.ts';

export const COACH_MAX_MESSAGE = 500;

const history = z
  .array(z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(4000) }))
  .max(50)
  .default([]);

export const coachBody = z.union([
  z.object({ action: z.literal('check_limits') }).strict(),
  z
    .object({
      message: z
        .string()
        .max(COACH_MAX_MESSAGE, { error: fieldKey('message_too_long', COACH_MAX_MESSAGE) })
        .refine((text) => text.trim().length > 0, { error: 'message_blank' }),
      history,
      language: z.enum(['en', 'pt']).optional(),
    })
    .strict(),
]);

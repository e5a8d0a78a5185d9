/**
 * Request validation at the boundary: zod schemas through @hono/zod-validator, with failures
 * turned into the API's 400 error shape (field issues included), in the request's language.
 * A schema's own messages are catalogue keys (FIELD_MESSAGES, src/lib/contracts/field-messages.ts) rendered per locale;
 * zod's built-in messages come from zod's own locale (English, or Brazilian Portuguese for `pt`).
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors.ts';
import type { AppEnv } from './http.ts';
import type { Locale } from './locale.ts';

const portuguese = z.locales.ptBR();

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, async (result, c) => {
    if (result.success) return;
    throw await invalidInput(schema, result.data, result.error.issues, (c as Context<AppEnv>).get('locale') ?? 'en');
  });
}

/**
 * The 400 for input that `schema` refused with `issues`, for a boundary that parses by hand (a
 * multipart form's fields, a signed body). Its field messages are in `locale`, as validate()'s are.
 */
export async function invalidInput(schema: z.ZodType, input: unknown, issues: z.core.$ZodIssue[], locale: Locale): Promise<ApiError> {
  // A schema's own error wins over a per-parse one, so parsing again with zod's Portuguese
  // messages changes only the messages zod wrote itself. Only failed requests pay for it.
  const localized = locale === 'pt' ? ((await schema.safeParseAsync(input, { error: portuguese.localeError })).error?.issues ?? []) : [];
  return new ApiError(
    400,
    'validation_failed',
    undefined,
    // Messages that are catalogue keys are put in the request's language by ApiError.body().
    (localized.length ? localized : issues).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
}

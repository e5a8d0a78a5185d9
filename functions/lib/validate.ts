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
    const locale: Locale = (c as Context<AppEnv>).get('locale') ?? 'en';
    // A schema's own error wins over a per-parse one, so parsing again with zod's Portuguese
    // messages changes only the messages zod wrote itself. Only failed requests pay for it.
    const issues =
      locale === 'pt' ? ((await schema.safeParseAsync(result.data, { error: portuguese.localeError })).error?.issues ?? []) : [];
    throw new ApiError(
      400,
      'validation_failed',
      undefined,
      // Messages that are catalogue keys are put in the request's language by ApiError.body().
      (issues.length ? issues : result.error.issues).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    );
  });
}

/**
 * Request validation at the boundary: zod schemas through @hono/zod-validator, with failures
 * turned into the API's 400 error shape (field issues included).
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError, fieldMessage } from './errors.ts';
import type { AppEnv } from './http.ts';
import type { Locale } from './locale.ts';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      const locale: Locale = (c as Context<AppEnv>).get('locale') ?? 'en';
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: fieldMessage(issue.message, locale),
      }));
      throw new ApiError(400, 'validation_failed', undefined, issues);
    }
  });
}

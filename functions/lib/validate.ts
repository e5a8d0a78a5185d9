/**
 * Request validation at the boundary: zod schemas through @hono/zod-validator, with failures
 * turned into the API's 400 error shape (field issues included).
 */
import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';

export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(target: Target, schema: Schema) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        message: issue.message,
      }));
      throw new ApiError(400, 'validation_failed', undefined, issues);
    }
  });
}

/** Bodies and queries of the public newsletter routes; messages are FIELD_MESSAGES keys. */
import { z } from 'zod';

const NO_LINE_BREAKS = /^[^\r\n]*$/;

export const newsletterEmail = z
  .string()
  .trim()
  .regex(NO_LINE_BREAKS, { error: 'no_line_breaks' })
  .pipe(z.email({ error: 'email_format' }).max(254));

export const newsletterId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/);

export const subscribeBody = z.object({
  email: newsletterEmail,
  locale: z.enum(['en', 'pt']),
  /** A form may name its newsletter; without one, the newsletter offered in `locale`. */
  newsletter: newsletterId.optional(),
});

export type SubscribeBody = z.infer<typeof subscribeBody>;

export const tokenQuery = z.object({ token: z.string().max(300).optional() });

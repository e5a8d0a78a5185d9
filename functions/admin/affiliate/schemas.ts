import { z } from 'zod';
import { idParam } from '../../lib/validators.ts';

/** The period of the click figures: the last `days` days, today included. */
export const clicksQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});

export const productParam = idParam();

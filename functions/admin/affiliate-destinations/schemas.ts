import { z } from 'zod';
import { countryCodeSchema, marketplaceDomainSchema } from '../../../src/lib/contracts/affiliate-destinations.ts';
import { idParam } from '../../lib/validators.ts';

export const domainParam = z.object({ domain: marketplaceDomainSchema });
export const productParam = idParam();

/** ?countries=BR,PT,US: the countries whose choice the preview shows (the neighbour rules' countries by default). */
export const previewQuery = z.object({
  countries: z
    .string()
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : undefined))
    .pipe(z.array(countryCodeSchema).max(60).optional()),
});

export const productsQuery = z.object({ q: z.string().trim().max(100).optional() });

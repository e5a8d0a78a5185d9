/**
 * Affiliate destinations per marketplace, chosen per country (issue 29, docs/decisions/053):
 * the bodies and answers of /api/admin/affiliate/{marketplaces,countries,products/:id/destinations},
 * declared once for the server, the back office and the tests. Field names are the issue's API.
 */
import { z } from 'zod';
import { affiliateLinkUrl } from './fields.ts';

/** A store's domain as the marketplaces table keys it: lower case, no scheme, no www. */
export const MARKETPLACE_DOMAIN = /^(?=.{4,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const ASIN = /^[A-Z0-9]{10}$/;

export const marketplaceDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => MARKETPLACE_DOMAIN.test(value) && !value.startsWith('www.'), { error: 'marketplace_domain' });
export const countryCodeSchema = z.string().trim().toUpperCase().regex(COUNTRY_CODE, { error: 'country_code' });

/** Amazon's stores build a URL and add the tag themselves; any other store needs a URL. */
export const isAmazonDomain = (domain: string) => /^amazon\.[a-z.]+$/.test(domain);

const disclosureSchema = z.object({ en: z.string().trim().max(500), pt: z.string().trim().max(500) });
const trackingIdSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9._-]+$/)
    .nullable(),
);

/** POST /api/admin/affiliate/marketplaces */
export const marketplaceCreateSchema = z.object({
  domain: marketplaceDomainSchema,
  tracking_id: trackingIdSchema.optional(),
  disclosure: disclosureSchema.default({ en: '', pt: '' }),
});
/** PATCH /api/admin/affiliate/marketplaces/:domain (a new domain renames it, with its destinations). */
export const marketplacePatchSchema = z.object({
  domain: marketplaceDomainSchema.optional(),
  tracking_id: trackingIdSchema.optional(),
  disclosure: disclosureSchema.partial().optional(),
});

export const marketplaceSchema = z.object({
  domain: z.string(),
  tracking_id: z.string().nullable(),
  disclosure: z.object({ en: z.string(), pt: z.string() }),
  /** False without a tracking ID: never a destination. */
  active: z.boolean(),
});
export type Marketplace = z.infer<typeof marketplaceSchema>;
export const marketplacesAnswerSchema = z.object({ marketplaces: z.array(marketplaceSchema) });

/** A country's target: a marketplace domain, or another country of the map whose marketplaces it shares. */
const countryTargetSchema = z
  .string()
  .trim()
  .transform((value) => (COUNTRY_CODE.test(value.toUpperCase()) && !value.includes('.') ? value.toUpperCase() : value.toLowerCase()));
/** PUT /api/admin/affiliate/countries: the whole map; a value is one target or several in order of preference. */
export const countryMapBodySchema = z.object({
  map: z
    .record(countryCodeSchema, z.union([countryTargetSchema, z.array(countryTargetSchema).min(1).max(5)]))
    .refine((map) => Object.keys(map).length <= 300, { error: 'too many countries' }),
});
export const countryMapAnswerSchema = z.object({ map: z.record(z.string(), z.union([z.string(), z.array(z.string())])) });

export const destinationStatusSchema = z.enum(['exact', 'search', 'none']);
export type DestinationStatus = z.infer<typeof destinationStatusSchema>;

const destinationInput = z
  .object({
    marketplace: marketplaceDomainSchema,
    url: z.preprocess((value) => (value === '' ? undefined : value), affiliateLinkUrl().optional().nullable()),
    asin: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z.string().regex(ASIN, { error: 'asin_format' }).optional().nullable(),
    ),
    status: destinationStatusSchema,
  })
  .check((ctx) => {
    const { marketplace, url, asin, status } = ctx.value;
    if (asin && !isAmazonDomain(marketplace))
      ctx.issues.push({ code: 'custom', message: 'asin_needs_amazon', input: asin, path: ['asin'] });
    // An Amazon search is built from the product's name; any other store's search needs its URL.
    const needsLink = status === 'exact' || (status === 'search' && !isAmazonDomain(marketplace));
    if (needsLink && !url && !asin) ctx.issues.push({ code: 'custom', message: 'destination_needs_link', input: ctx.value, path: ['url'] });
  });

/** PUT /api/admin/affiliate/products/:id/destinations: every destination of the product (the others are removed). */
export const destinationsBodySchema = z.object({
  destinations: z
    .array(destinationInput)
    .max(50)
    .refine((list) => new Set(list.map((d) => d.marketplace)).size === list.length, { error: 'one destination per marketplace' }),
});
export type DestinationInput = z.infer<typeof destinationInput>;

export const destinationSchema = z.object({
  marketplace: z.string(),
  url: z.string().nullable(),
  asin: z.string().nullable(),
  status: destinationStatusSchema,
  /** Where a reader sent there lands (with the site's tag), or null (status none, or no tracking ID). */
  resolved_url: z.string().nullable(),
  /** The last daily check of resolved_url, if any. */
  health: z.enum(['ok', 'broken', 'refused']).nullable(),
});
/** GET /api/admin/affiliate/products/:id/destinations: the destinations, and which marketplace each previewed country gets. */
export const destinationsAnswerSchema = z.object({
  product: z.object({ id: z.string(), kind: z.enum(['related_product', 'review']), name: z.string(), default_url: z.string() }),
  destinations: z.array(destinationSchema),
  preview: z.array(
    z.object({
      country: z.string(),
      marketplace: z.string(),
      status: z.enum(['exact', 'search', 'none', 'default']),
      url: z.string(),
    }),
  ),
});
export type DestinationsAnswer = z.infer<typeof destinationsAnswerSchema>;

/** The countries the back office previews by default (the neighbour rules' countries). */
export const PREVIEW_COUNTRIES = ['BR', 'PT', 'US', 'GB', 'IE', 'CA', 'ES', 'DE', 'AT', 'CH', 'FR', 'BE', 'NL', 'IT', 'MX', 'AR'] as const;

/** GET /api/admin/affiliate/products?q=: tracked products to pick from (up to 100 related products and 50 reviews). */
export const trackedProductsAnswerSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['related_product', 'review']),
      name: z.string(),
      article_titulo: z.string().nullable(),
      idioma: z.enum(['en', 'pt']).nullable(),
      destinations: z.number(),
    }),
  ),
});

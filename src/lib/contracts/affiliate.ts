/**
 * What /api/admin/affiliate answers (the dashboard's click figures, the link health list, the
 * stale prices), declared once for the back office, which parses the answers, and the API
 * tests, which parse the real ones with the same schemas.
 */
import { z } from 'zod';
import { articleLanguageSchema } from './article.ts';
import { articleStatusSchema } from './article-status.ts';

/** Where a tracked link sits: a product of an article, or a review. */
const linkKindSchema = z.enum(['related_product', 'review']);

/** GET /api/admin/affiliate/clicks?days=: clicks of the last `days` days, today included. */
export const affiliateClicksSchema = z.object({
  since: z.string(),
  total: z.number(),
  by_day: z.array(z.object({ day: z.string(), clicks: z.number() })),
  by_product: z.array(
    z.object({
      link_id: z.string(),
      link_kind: linkKindSchema,
      product_name: z.string(),
      article_id: z.string().nullable(),
      clicks: z.number(),
    }),
  ),
  by_article: z.array(
    z.object({ article_id: z.string(), titulo: z.string(), slug: z.string(), idioma: articleLanguageSchema, clicks: z.number() }),
  ),
  /** Clicks per reader country (XX: unknown) and marketplace chosen ('default': the product's one URL); issue 29. */
  by_country: z.array(z.object({ country: z.string(), marketplace: z.string(), clicks: z.number() })),
});
export type AffiliateClicks = z.infer<typeof affiliateClicksSchema>;

/** GET /api/admin/affiliate/links/broken: the destinations whose last check failed, and what links to them. */
export const brokenLinksSchema = z.object({
  running: z.boolean(),
  last_run: z.string().nullable(),
  links: z.array(
    z.object({
      url: z.string(),
      state: z.enum(['broken', 'refused']),
      http_status: z.number().nullable(),
      error: z.string().nullable(),
      checked_at: z.string(),
      /** marketplace: the destination per marketplace (issue 29) that leads here; null for the product's default link. */
      products: z.array(z.object({ id: z.string(), nome: z.string(), kind: linkKindSchema, marketplace: z.string().nullable() })),
      articles: z.array(z.object({ id: z.string(), titulo: z.string(), idioma: articleLanguageSchema, status: articleStatusSchema })),
    }),
  ),
});
export type BrokenLink = z.infer<typeof brokenLinksSchema>['links'][number];

/** POST /api/admin/affiliate/links/check (202): a check runs; `already_running` when one had started before. */
export const linkCheckAnswerSchema = z.object({ running: z.boolean(), already_running: z.boolean() });

/** GET /api/admin/affiliate/prices/stale: prices too old to be shown, oldest first. */
export const stalePricesSchema = z.object({
  max_age_days: z.number(),
  products: z.array(
    z.object({
      id: z.string(),
      nome: z.string(),
      preco: z.number(),
      preco_verificado_em: z.string(),
      url_afiliado: z.string(),
      article_id: z.string(),
      titulo: z.string(),
      idioma: articleLanguageSchema,
      status: articleStatusSchema,
    }),
  ),
});
export type StalePrice = z.infer<typeof stalePricesSchema>['products'][number];

/** POST /api/admin/affiliate/prices/:id/confirm: the price is right as of now. */
export const confirmedPriceAnswerSchema = z.object({ product: z.object({ id: z.string(), preco_verificado_em: z.string() }) });

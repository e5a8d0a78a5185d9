/** The events the pages send to POST /api/analytics (section 7 of the public specification); nothing identifies the visitor. */
import { z } from 'zod';
import { linkUrl } from '../../src/lib/contracts/fields.ts';
import { isPreviewPath } from '../../src/lib/preview-path.ts';

const common = {
  // A preview's address is the key to a draft (docs/decisions/031): never stored, and a draft's views are not counted.
  path: z
    .string()
    .startsWith('/')
    .max(500)
    .refine((path) => !isPreviewPath(path), { error: 'analytics_preview_path' }),
  locale: z.enum(['en', 'pt']),
};

export const analyticsEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('page_view'), ...common }),
  z.object({
    type: z.literal('article_view'),
    ...common,
    article_id: z.uuid(),
    article_title: z.string().max(300),
    article_category: z.string().max(40),
  }),
  z.object({
    type: z.literal('affiliate_click'),
    ...common,
    product_name: z.string().max(300),
    affiliate_url: linkUrl(),
  }),
  z.object({
    type: z.literal('search'),
    ...common,
    search_term: z.string().max(200),
    results_count: z.number().int().min(0).max(1_000_000),
  }),
]);

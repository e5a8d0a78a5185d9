/**
 * The options of POST /api/admin/imports, as the multipart fields arrive (strings) and as they
 * are stored on the import's row. A category map naming a category the site has not is refused
 * here, before anything runs.
 */
import { z } from 'zod';
import { CATEGORY_KEYS } from '../../src/lib/categories.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

const categoryKey = z.enum(CATEGORY_KEYS, { error: 'import_category_unknown' });

/** category_map arrives as JSON text in a form field. */
const categoryMapField = z
  .string()
  .max(20_000)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'import_category_map_json' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().trim().min(1).max(200), categoryKey));

export const importFieldsSchema = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  language: z.enum(LOCALES).default('en'),
  category_map: categoryMapField.optional(),
  default_category: categoryKey.optional(),
  pages: z.enum(['skip', 'articles']).default('skip'),
  media: z.enum(['fetch', 'keep']).default('fetch'),
  source_url: z
    .url({ protocol: /^https?$/, error: 'url_http' })
    .max(2000)
    .optional(),
});

/** As kept in imports.options (and read back by the job). */
export const importOptionsSchema = z.object({
  language: z.enum(LOCALES),
  category_map: z.record(z.string(), categoryKey),
  default_category: categoryKey.nullable(),
  pages: z.enum(['skip', 'articles']),
  media: z.enum(['fetch', 'keep']),
  source_url: z.string().nullable(),
});
export type StoredImportOptions = z.infer<typeof importOptionsSchema>;

import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { pageLocale, pageNotFound, useTranslations } from '../../i18n/index.ts';
import { CATEGORY_LABELS } from '../../lib/categories.ts';
import { getContent } from '../../lib/content/api.ts';
import { feedOptions } from '../../lib/feed.ts';
import { identityIn } from '../../lib/site-facts.ts';

export const GET: APIRoute = async ({ params, site, url }) => {
  const locale = pageLocale(params.lang);
  if (!locale) return pageNotFound();
  const t = useTranslations(locale);
  const { articles, settings } = await getContent();
  const { name } = identityIn(settings.site, locale);
  return rss(
    feedOptions(articles, locale, site ?? url, {
      title: t('feed.title', { name }),
      description: t('feed.description', { name }),
      categoryLabel: (article) => CATEGORY_LABELS[locale][article.categoria],
    }),
  );
};

import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { localeStaticPaths, useTranslations, type Locale } from '../../i18n/index.ts';
import { CATEGORY_LABELS } from '../../lib/categories.ts';
import { getContent } from '../../lib/content/api.ts';
import { feedOptions } from '../../lib/feed.ts';

export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute<{ locale: Locale }> = async ({ props, site, url }) => {
  const { locale } = props;
  const t = useTranslations(locale);
  const { articles } = await getContent();
  return rss(
    feedOptions(articles, locale, site ?? url, {
      title: t('feed.title'),
      description: t('feed.description'),
      categoryLabel: (article) => CATEGORY_LABELS[locale][article.categoria],
    }),
  );
};

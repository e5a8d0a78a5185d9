/** What the article page derives from an article: its media and its structured data. */
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import type { PublishedArticle } from './content/schema.ts';
import { articleHref, categoryPageHref } from './navigation.ts';
import { absoluteUrl, articleLd, breadcrumbLd, videoLd, type JsonLd } from './seo.ts';
import { PLACEHOLDER_ARTICLE_IMAGE } from './site.ts';
import { videoSource, videoThumbnail, type VideoSource } from './video.ts';

export function articleImage(article: PublishedArticle): string {
  return article.imagem_destaque_url || PLACEHOLDER_ARTICLE_IMAGE;
}

export function articleVideo(article: PublishedArticle): VideoSource | null {
  return videoSource(article.video_url, article.video_link_externo);
}

export interface ArticleJsonLdInput {
  article: PublishedArticle;
  locale: Locale;
  site: string | URL;
  siteName: string;
  logo: string;
  categoryLabel: string;
  homeLabel: string;
  articlesLabel: string;
}

/** Article and BreadcrumbList, plus VideoObject when the article has a video. */
export function articleJsonLd(input: ArticleJsonLdInput): JsonLd[] {
  const { article, locale, site } = input;
  const url = absoluteUrl(localizePath(articleHref(article.slug), locale), site);
  const image = absoluteUrl(articleImage(article), site);
  const data: JsonLd[] = [
    articleLd({
      site,
      url,
      headline: article.titulo,
      description: article.meta_descricao,
      image,
      datePublished: article.data_publicacao,
      dateModified: article.updated_at,
      author: article.autor,
      publisherName: input.siteName,
      logo: input.logo,
      locale,
      section: input.categoryLabel,
    }),
    breadcrumbLd([
      { name: input.homeLabel, url: absoluteUrl(localizePath('/', locale), site) },
      { name: input.articlesLabel, url: absoluteUrl(localizePath('/artigos', locale), site) },
      { name: input.categoryLabel, url: absoluteUrl(localizePath(categoryPageHref(article.categoria), locale), site) },
      { name: article.titulo, url },
    ]),
  ];
  const video = articleVideo(article);
  if (video) {
    data.push(
      videoLd({
        name: article.video_titulo || article.titulo,
        description: article.video_descricao || article.meta_descricao,
        uploadDate: article.data_publicacao,
        thumbnailUrl: videoThumbnail(video) ?? image,
        ...(video.kind === 'file' ? { contentUrl: absoluteUrl(video.url, site) } : { embedUrl: video.embedUrl }),
      }),
    );
  }
  return data;
}

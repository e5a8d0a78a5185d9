/** What the article page derives from an article: its media and its structured data. */
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';
import type { PublishedArticle } from './content/schema.ts';
import { publishedArticle } from './content/queries.ts';
import { articleUrl } from './article-links.ts';
import { categoryPageHref } from './navigation.ts';
import { absoluteUrl, articleLd, breadcrumbLd, videoLd, type JsonLd } from './seo.ts';
import { PLACEHOLDER_ARTICLE_IMAGE } from './site.ts';
import { videoSource, videoThumbnail, type VideoSource } from './video.ts';

export function articleImage(article: PublishedArticle): string {
  return article.imagem_destaque_url || PLACEHOLDER_ARTICLE_IMAGE;
}

/**
 * What the article's page shares (og:image, twitter:image): the editor's own image or the
 * generated social card (docs/decisions/027), with its size when known; the featured image
 * when the content API has neither (a card not made yet).
 */
export function articleShareImage(article: PublishedArticle): { url: string; size: { width: number; height: number } | null } {
  const share = article.imagem_social;
  if (share) return { url: share.url, size: share.width && share.height ? { width: share.width, height: share.height } : null };
  const featured = article.imagem_destaque;
  return { url: articleImage(article), size: featured ? { width: featured.width, height: featured.height } : null };
}

export function articleVideo(article: PublishedArticle): VideoSource | null {
  return videoSource(article.video_url, article.video_link_externo);
}

/** The published translation's own record, when the build has it. */
export function translationOf(articles: readonly PublishedArticle[], article: PublishedArticle): PublishedArticle | null {
  const translation = article.traducao;
  if (!translation) return null;
  return publishedArticle(articles, translation.idioma, translation.slug) ?? null;
}

export interface ArticleJsonLdInput {
  article: PublishedArticle;
  /** Its published translation: schema.org links the two (the pair's original is the one created first). */
  translation?: PublishedArticle | null;
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
  const { article, locale, site, translation } = input;
  const url = absoluteUrl(articleUrl(article), site);
  const image = absoluteUrl(articleImage(article), site);
  const data: JsonLd[] = [
    articleLd({
      site,
      url,
      headline: article.titulo,
      description: article.meta_descricao,
      image,
      imageRatios: article.cartao_social_proporcoes.map((ratio) => absoluteUrl(ratio.url, site)),
      datePublished: article.data_publicacao,
      dateModified: article.updated_at,
      author: article.autor,
      // No author pages yet: the about page says who writes here, in the page's language.
      authorUrl: absoluteUrl(localizePath('/sobre', locale), site),
      publisherName: input.siteName,
      logo: input.logo,
      // The text's language, whatever page shows it.
      locale: article.idioma,
      section: input.categoryLabel,
      translation: translation
        ? {
            url: absoluteUrl(articleUrl(translation), site),
            locale: translation.idioma,
            headline: translation.titulo,
            isOriginal: article.traducao?.original ?? false,
          }
        : null,
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
        ...(video.kind === 'file'
          ? { contentUrl: absoluteUrl(video.url, site), durationSeconds: article.video_duracao }
          : { embedUrl: video.embedUrl }),
      }),
    );
  }
  return data;
}

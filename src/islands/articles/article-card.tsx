/**
 * An article card for islands: the same design as src/components/articles/article-card.astro
 * (keep the two in step), from the articles list API's fields.
 */
import { CATEGORY_TONE } from '../../components/articles/category-tone.ts';
import type { Locale } from '../../i18n/locales.ts';
import { articleUrl, foreignLanguageMark } from '../../lib/article-links.ts';
import type { ArticleCardData } from '../../lib/article-search.ts';
import { CATEGORY_LABELS } from '../../lib/categories.ts';
import { formatLongDate, isoDay } from '../../lib/format.ts';
import { fillString } from '../../lib/island-strings.ts';
import { IMAGE_SIZES, imageAttributes } from '../../lib/responsive-image.ts';
import { safeMediaUrl } from '../../lib/safe-url.ts';
import { ARTICLE_IMAGE_SIZE, PLACEHOLDER_ARTICLE_IMAGE } from '../../lib/site.ts';

interface Props {
  article: ArticleCardData;
  locale: Locale;
  /** 'card.minutes': "{minutes} min read". */
  minutesTemplate: string;
  /** 'card.language.en' and 'card.language.pt': the badge of an article in the other language. */
  languageLabels: Record<Locale, string>;
  headingLevel?: 2 | 3;
  /** The page's first visible image: loaded eagerly and with priority. */
  priority?: boolean;
}

export function ArticleCard({ article, locale, minutesTemplate, languageLabels, headingLevel = 3, priority = false }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const foreign = foreignLanguageMark(article, locale);
  const src = safeMediaUrl(article.imagem_destaque_url);
  const image = imageAttributes(
    src ?? PLACEHOLDER_ARTICLE_IMAGE,
    src ? article.imagem_destaque : null,
    ARTICLE_IMAGE_SIZE,
    IMAGE_SIZES.card,
  );
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-line/70 transition duration-300 ease-(--ease-soft) focus-within:shadow-lift focus-within:ring-2 focus-within:ring-accent hover:-translate-y-1 hover:shadow-lift">
      <div className="relative aspect-[16/9] overflow-hidden bg-sand">
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes={image.sizes}
          data-fallback={PLACEHOLDER_ARTICLE_IMAGE}
          alt=""
          width={image.width}
          height={image.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'auto' : 'async'}
          className="absolute inset-0 size-full object-cover transition duration-500 ease-(--ease-soft) group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <span
            className={`inline-flex w-fit items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide no-underline ${CATEGORY_TONE[article.categoria].badge}`}
          >
            {CATEGORY_LABELS[locale][article.categoria]}
          </span>
          {foreign ? (
            <span className="language-badge" data-language-badge={article.idioma}>
              {languageLabels[article.idioma]}
            </span>
          ) : null}
        </div>
        <Heading className="text-h3 text-ink">
          <a
            href={articleUrl(article)}
            lang={foreign?.lang}
            hrefLang={foreign?.hreflang}
            className="stretched-link no-underline outline-none group-hover:text-brand"
          >
            {article.titulo}
          </a>
        </Heading>
        <p className="line-clamp-3 text-ink-soft" lang={foreign?.lang}>
          {article.meta_descricao}
        </p>
        <p className="mt-auto flex flex-wrap items-center gap-x-2 pt-2 text-sm text-ink-soft">
          <time dateTime={isoDay(article.data_publicacao)}>{formatLongDate(article.data_publicacao, locale)}</time>
          {article.tempo_leitura ? (
            <>
              <span aria-hidden="true">·</span>
              <span>{fillString(minutesTemplate, { minutes: article.tempo_leitura })}</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

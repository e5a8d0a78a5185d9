/**
 * One article in the admin list: its facts (language and translation included) and the
 * feature, view, edit and delete actions.
 */
import { Link } from 'react-router';
import { categoryLabel } from '../../../lib/categories.ts';
import { ICON_BUTTON_CLASS } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { formatPublicationDate } from '../../../lib/format.ts';
import { editArticlePath, publicArticlePath } from '../../../routes.ts';
import { LANGUAGE_NAMES, LANGUAGE_TAGS } from '../../../lib/languages.ts';
import type { ArticleSummary, TranslationState } from '../api/article-schemas.ts';
import { isCategory } from '../lib/article-form.ts';
import { formatScheduled } from '../lib/schedule-time.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';
import { FRESHNESS_STRINGS as F } from '../freshness-strings.ts';

interface Props {
  article: ArticleSummary;
  featuring: boolean;
  onToggleFeatured: () => void;
  onDelete: () => void;
}

export function StatusBadge({ status }: { status: ArticleSummary['status'] }) {
  if (status === 'agendado') {
    return (
      <span className="rounded-full bg-sun/25 px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-sun">{S.statusScheduledFilter}</span>
    );
  }
  return status === 'publicado' ? (
    <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand ring-1 ring-brand/20">
      {S.statusPublished}
    </span>
  ) : (
    <span className="rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-ink-soft ring-1 ring-line-strong">{S.statusDraft}</span>
  );
}

export function TranslationStateBadge({ state }: { state: TranslationState }) {
  return (
    <span className="rounded-full bg-sun/25 px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-sun">
      {S.translationStates[state]}
    </span>
  );
}

/** Where the article stands in the review queue: waiting for an editor, or sent back to its author. */
export function ReviewBadge({ article }: { article: Pick<ArticleSummary, 'revisao_solicitada_em' | 'revisao_devolvida_em'> }) {
  if (article.revisao_solicitada_em) {
    return (
      <span className="rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-semibold text-brand-strong ring-1 ring-brand/40">
        {S.awaitingReviewBadge}
      </span>
    );
  }
  if (article.revisao_devolvida_em) {
    return (
      <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent ring-1 ring-accent/30">
        {S.returnedBadge}
      </span>
    );
  }
  return null;
}

function LanguageBadge({ idioma }: { idioma: ArticleSummary['idioma'] }) {
  return (
    <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-line-strong">
      <span className="sr-only">{S.languageBadge} </span>
      <span lang={LANGUAGE_TAGS[idioma]}>{LANGUAGE_NAMES[idioma]}</span>
    </span>
  );
}

export default function ArticleCard({ article, featuring, onToggleFeatured, onDelete }: Props) {
  const category = isCategory(article.categoria) ? categoryLabel(article.categoria) : article.categoria;
  const date = formatPublicationDate(article.data_publicacao);
  return (
    <li className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:flex-row sm:items-start sm:p-6">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <LanguageBadge idioma={article.idioma} />
          <StatusBadge status={article.status} />
          {article.estado_traducao && <TranslationStateBadge state={article.estado_traducao} />}
          {article.traducao_desatualizada && <OutDatedBadge />}
          <ReviewBadge article={article} />
          {article.destaque && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sun/30 px-2.5 py-0.5 text-xs font-semibold text-cat-dinheiro ring-1 ring-sun">
              <Icon name="star" filled className="size-3" />
              {S.featuredBadge}
            </span>
          )}
        </div>
        <h2 className="mt-2 text-xl leading-snug text-ink" lang={LANGUAGE_TAGS[article.idioma]}>
          <Link to={editArticlePath(article.id)} className="hover:text-brand hover:underline">
            {article.titulo}
          </Link>
        </h2>
        <p className="mt-1.5 line-clamp-2 text-sm text-ink-soft">{article.meta_descricao}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-soft">
          <span className="inline-flex items-center gap-1.5">
            <Icon name="tag" className="size-4" />
            {category}
          </span>
          <span>
            {article.status === 'agendado' && article.data_publicacao ? (
              <time dateTime={article.data_publicacao}>{S.scheduledFor(formatScheduled(article.data_publicacao))}</time>
            ) : date ? (
              <time dateTime={article.data_publicacao ?? undefined}>{S.publishedOn(date)}</time>
            ) : (
              S.notPublished
            )}
          </span>
          {article.traducao ? (
            <Link to={editArticlePath(article.traducao.id)} className="inline-flex items-center gap-1.5 text-brand hover:underline">
              <Icon name="globe" className="size-4" />
              {S.translationLink(LANGUAGE_NAMES[article.traducao.idioma])}
              {article.traducao.estado_traducao && ` · ${S.translationStates[article.traducao.estado_traducao]}`}
            </Link>
          ) : (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="globe" className="size-4" />
              {S.noTranslation}
            </span>
          )}
        </p>
      </div>
      <div className="flex shrink-0 items-center gap-1 self-end sm:self-start">
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} ${article.destaque ? 'text-cat-dinheiro' : ''}`}
          aria-label={article.destaque ? S.unfeature(article.titulo) : S.feature(article.titulo)}
          aria-pressed={article.destaque}
          title={article.destaque ? S.featuredOff : S.featuredBadge}
          disabled={featuring}
          onClick={onToggleFeatured}
        >
          <Icon name="star" filled={article.destaque} />
        </button>
        {article.status === 'publicado' && (
          <a
            className={ICON_BUTTON_CLASS}
            href={publicArticlePath(article.slug, article.idioma)}
            target="_blank"
            rel="noopener"
            aria-label={S.view(article.titulo)}
            title={S.view(article.titulo)}
          >
            <Icon name="eye" />
          </a>
        )}
        <Link
          className={ICON_BUTTON_CLASS}
          to={editArticlePath(article.id)}
          aria-label={S.editArticle(article.titulo)}
          title={S.editArticle(article.titulo)}
        >
          <Icon name="pencil" />
        </Link>
        <button
          type="button"
          className={`${ICON_BUTTON_CLASS} hover:bg-accent-soft hover:text-accent`}
          aria-label={S.deleteArticle(article.titulo)}
          title={S.deleteArticle(article.titulo)}
          onClick={onDelete}
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}

/** A translation whose original changed since it was made or marked up to date (issue 30). */
export function OutDatedBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-ink ring-1 ring-accent/30">
      {F.outOfDateBadge}
    </span>
  );
}

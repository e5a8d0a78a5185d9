/**
 * What an import decides for each source item, whatever the source (WordPress or Ghost): the
 * article it will write, or why it skips the item. The import job turns these into writes
 * through the article service; its dry run only counts them.
 */
import type { Locale as ArticleLanguage } from '../../src/i18n/locales.ts';

/** A product named in a post: a ThirstyAffiliates link or a shop link the importer tracks. */
export interface AffiliateMention {
  /** The product's name: the link's text, else the link's own title. */
  name: string;
  url: string;
}

export type SkipReason =
  | 'no_body'
  | 'attachment'
  | 'revision'
  | 'menu_item'
  | 'trash'
  | 'auto_draft'
  | 'page'
  | 'affiliate_link'
  | 'other_type'
  | 'unsupported_language'
  | 'empty';

export interface ImportOptions {
  /** The language of posts that carry none. */
  language: ArticleLanguage;
  /** Source category slug → category key. */
  categoryMap: Record<string, string>;
  defaultCategory: string | null;
  pages: 'skip' | 'articles';
}

export interface PlannedArticle {
  titulo: string;
  slug: string;
  conteudo_html: string;
  meta_descricao: string;
  autor: string | null;
  idioma: ArticleLanguage;
  status: 'publicado' | 'agendado' | 'rascunho';
  /** Publication (or schedule) time; null for drafts without one. */
  data_publicacao: Date | null;
  categoria: string | null;
  sourceCategories: string[];
  tags: string[];
  featuredImage: string | null;
  images: string[];
  videoLink: string | null;
  products: AffiliateMention[];
  asins: string[];
  /** Items of one translation group share this key (Polylang or WPML), else null. */
  translationGroup: string | null;
}

export interface PlanNote {
  code:
    | 'private_as_draft'
    | 'password_as_draft'
    | 'unknown_shortcodes'
    | 'unknown_cards'
    | 'unknown_affiliate_links'
    | 'no_date'
    | 'no_category'
    | 'featured_image_missing';
  detail?: string;
}

export type ItemPlan =
  | { kind: 'skip'; sourceKey: string; title: string; reason: SkipReason; detail?: string }
  | {
      kind: 'article';
      sourceKey: string;
      sourceId: number | null;
      article: PlannedArticle;
      oldPaths: string[];
      /** The old site's category and tag archive pages that listed this post (runner.ts leads each to the closest list). */
      archivePaths: string[];
      notes: PlanNote[];
    };

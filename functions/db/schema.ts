/** Kysely's view of the tables in functions/db/migrations (keep the two in step). */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { Locale as ContentLanguage } from '../../src/i18n/locales.ts';
import type { CategoryKey } from '../../src/lib/categories.ts';
import type { ArticleStatus } from '../../src/lib/contracts/article-status.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** numeric columns come back as strings from both drivers; select them with ::float8. */
type Numeric = ColumnType<string | number | null, number | string | null | undefined, number | string | null>;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Generated<boolean>;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** better-auth's twoFactor plugin (migration 024). */
  twoFactorEnabled: Generated<boolean>;
}

/** better-auth's twoFactor plugin table; secret and backupCodes are encrypted by better-auth. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: Generated<boolean>;
  failedVerificationCount: Generated<number>;
  lockedUntil: NullableTimestamp;
}

/** Failed passwords per account address (migration 024, docs/decisions/024). */
export interface SignInLockoutsTable {
  email: string;
  failures: number;
  last_failure_at: Timestamp;
  locked_until: NullableTimestamp;
  refusals: Generated<number>;
}

/** Time-based sign-in codes already used, each once per account (migration 033). */
export interface UsedTotpCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Timestamp;
}

/** Who did what and when (migration 025, docs/decisions/025). */
export interface AuditLogTable {
  id: Generated<string>;
  /** Write order (bigint; select it as text). */
  seq: Generated<string>;
  created_at: Generated<Date>;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  summary: Generated<string>;
}

export interface UserRolesTable {
  id: Generated<string>;
  user_id: string;
  role: TeamRole;
  created_at: Timestamp;
  deactivated_at: NullableTimestamp;
  /** The member's back-office language (migration 055); null until they choose one. */
  idioma_interface: 'en' | 'pt' | null;
}

/** The back office's roles (docs/decisions/019-team-roles-and-invitations.md). */
export type TeamRole = 'admin' | 'editor' | 'author';

export interface InvitationsTable {
  id: Generated<string>;
  email: string;
  role: TeamRole;
  token_hash: string;
  invited_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  accepted_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  /** The invitation's language (migration 055): its mail's, and the new member's interface's. */
  idioma_interface: 'en' | 'pt' | null;
}

export interface ArticlesTable {
  id: Generated<string>;
  slug: string;
  titulo: string;
  meta_descricao: string;
  categoria: CategoryKey;
  conteudo_html: string;
  autor: string | null;
  tempo_leitura: number | null;
  imagem_destaque_url: string | null;
  audio_url: string | null;
  video_titulo: string | null;
  video_descricao: string | null;
  video_url: string | null;
  video_link_externo: string | null;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined>;
  destaque: Generated<boolean>;
  data_publicacao: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The language the article is written in. */
  idioma: ColumnType<ContentLanguage, ContentLanguage | undefined, ContentLanguage>;
  /** Shared by an article and its translation; null when it has none. */
  grupo_traducao: string | null;
  /** Bumped by a trigger on every write to the article or its products (migration 030): what changed since a build. */
  change_seq: ColumnType<string, never, never>;
  /** A translation draft not yet reviewed: machine-translated, or still in the original language. */
  estado_traducao: ColumnType<
    'automatica' | 'aguardando' | null,
    'automatica' | 'aguardando' | null | undefined,
    'automatica' | 'aguardando' | null
  >;
  /** The account that wrote it (authors edit only their own); null before roles existed. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** When its author submitted it for review; null otherwise. */
  revisao_solicitada_em: NullableTimestamp;
  /** When an editor last sent it back to its author (migration 023); null once submitted again. */
  revisao_devolvida_em: NullableTimestamp;
  /** The editor's note with that return. */
  revisao_nota: ColumnType<string | null, string | null | undefined, string | null>;
  /** The editor's own share image, which replaces the generated social card. */
  imagem_social_url: ColumnType<string | null, string | null | undefined, string | null>;
  /** The generated social card (1200x630) and what it was made from (docs/decisions/027). */
  cartao_social_url: ColumnType<string | null, string | null | undefined, string | null>;
  cartao_social_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** The card in 16:9, 4:3 and 1:1 for structured data (migration 045); null until made. */
  cartao_social_proporcoes: ColumnType<SocialCardRatio[] | null, string | null | undefined, string | null>;
  /** The original this article translates (migration 056); null for an article that is no translation. */
  traducao_de: ColumnType<string | null, string | null | undefined, string | null>;
  /** The original's revision the translation was made from or last marked up to date against. */
  traducao_revisao_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** That revision's translated fields (titulo, meta_descricao, conteudo_html, products), as a revision stores them. */
  traducao_base: ColumnType<TranslationBase | null, string | null | undefined, string | null>;
  /** Whether those fields of the original changed since; null for an article that is no translation. */
  traducao_desatualizada: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  /** The editor's choice: the published translation tells readers the original is newer while it is out of date. */
  aviso_traducao_desatualizada: Generated<boolean>;
}

/** The original's fields a translation follows, in a revision's shape (migration 056). */
export interface TranslationBase {
  titulo: string;
  meta_descricao: string;
  conteudo_html: string;
  products: Array<{ name: string; description: string; price: number | null; affiliate_link: string; image_url: string | null }>;
}

/** One more shape of an article's social card. */
export interface SocialCardRatio {
  url: string;
  width: number;
  height: number;
}

/** The one durable job queue (migration 043; docs/decisions/043). 'failed' is the dead state. */
export type JobStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

export interface JobsTable {
  id: Generated<string>;
  type: string;
  payload: ColumnType<unknown, string | undefined, string>;
  status: Generated<JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: Timestamp;
  locked_by: string | null;
  locked_until: NullableTimestamp;
  singleton_key: string | null;
  unique_key: string | null;
  cancel_requested: Generated<boolean>;
  progress_done: Generated<number>;
  progress_total: number | null;
  progress_message: string | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: NullableTimestamp;
}

/** An import from WordPress or Ghost (migration 049; docs/decisions/049). */
export type ImportStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
export interface ImportsTable {
  id: Generated<string>;
  job_id: string | null;
  source: 'wordpress' | 'ghost';
  dry_run: boolean;
  options: ColumnType<unknown, string, string>;
  file_name: string;
  file_size: ColumnType<string | number, number, number>;
  status: Generated<ImportStatus>;
  progress_done: Generated<number>;
  progress_total: number | null;
  report: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ImportFileChunksTable {
  import_id: string;
  seq: number;
  data: Uint8Array;
}

export interface ImportItemsTable {
  source_key: string;
  article_id: string;
  translation_group: string | null;
  content_hash: string;
  import_id: string | null;
  updated_at: Timestamp;
}

export interface ImportMediaTable {
  source_url: string;
  media_url: string;
  sha256: string;
}

/** A path answering 301 or 302 to another (migration 023; docs/decisions/023-redirects.md). */
export interface RedirectsTable {
  id: Generated<string>;
  from_path: string;
  to_path: string;
  status: ColumnType<301 | 302, 301 | 302 | undefined, 301 | 302>;
  origin: 'slug_change' | 'manual' | 'import';
  article_id: string | null;
  created_by: string | null;
  created_at: Generated<Date>;
}

export interface ArticleRevisionsTable {
  id: Generated<string>;
  article_id: string;
  created_by: string | null;
  created_at: Generated<Date>;
  /** The article's written fields (products included) as saved. */
  campos: ColumnType<Record<string, unknown>, string, string>;
  /** The fields that differ from the revision before. */
  alterados: ColumnType<string[], string[] | undefined, string[]>;
  restaurada_de: string | null;
}

/** A secret link that renders a draft or scheduled article (migration 031); only its token's hash is kept. */
export interface PreviewLinksTable {
  id: Generated<string>;
  article_id: string;
  token_hash: string;
  created_by: string | null;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface RelatedProductsTable {
  id: Generated<string>;
  article_id: string;
  nome: string;
  descricao: string;
  preco: Numeric;
  url_afiliado: string;
  imagem_url: string | null;
  created_at: Timestamp;
  /** When the price was last set or confirmed (migration 021). */
  preco_verificado_em: ColumnType<Date, Date | undefined, Date>;
}

export interface ProductReviewsTable {
  id: Generated<string>;
  titulo: string;
  descricao: string;
  link_produto: string;
  texto_botao: Generated<string>;
  video_url: string | null;
  video_link_externo: string | null;
  ordem: Generated<number>;
  ativo: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The locale it is shown in; null: both. */
  idioma: ColumnType<ContentLanguage | null, ContentLanguage | null | undefined, ContentLanguage | null>;
}

export interface InteractiveEbooksTable {
  id: Generated<string>;
  title: string;
  description: string;
  cover_image_url: string | null;
  interactive_link: string;
  is_active: Generated<boolean>;
  display_order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The locale it is shown in; null: both. */
  idioma: ColumnType<ContentLanguage | null, ContentLanguage | null | undefined, ContentLanguage | null>;
}

export interface WebhookConfigsTable {
  id: Generated<string>;
  name: string;
  url: string;
  description: string | null;
  secret: string;
  is_active: Generated<boolean>;
  created_at: Timestamp;
}

export interface WebhookLogsTable {
  id: Generated<string>;
  webhook_id: string | null;
  event: string;
  success: boolean;
  response_status: number | null;
  error_message: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Generated<'en' | 'pt'>;
  sender_hash: string | null;
  delivery_status: Generated<'stored' | 'sent' | 'failed'>;
  delivery_error: string | null;
  created_at: Timestamp;
  /** When the message was first read in the back office; null while unread (migration 046). */
  read_at: NullableTimestamp;
}

/** The owner's site settings: one JSON document (migration 047, src/lib/contracts/site-settings.ts). */
export interface SiteSettingsTable {
  id: number;
  value: unknown;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface TestimonialsTable {
  id: Generated<string>;
  nome: string;
  localizacao: Generated<string>;
  nota: number;
  profissao: ColumnType<{ en?: string; pt?: string }, string | undefined, string>;
  texto: ColumnType<{ en?: string; pt?: string }, string | undefined, string>;
  ordem: Generated<number>;
  visivel: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MediaTable {
  id: Generated<string>;
  name: string;
  file_path: string;
  file_type: 'images' | 'audio' | 'videos' | 'products' | 'ebook-covers';
  file_size: ColumnType<string | number, number, number>;
  mime_type: string;
  created_at: Timestamp;
  /** An image's intrinsic size; null for other files and for images not processed yet. */
  width: ColumnType<number | null, number | null | undefined, number | null>;
  height: ColumnType<number | null, number | null | undefined, number | null>;
  /** An image's resized copies (docs/decisions/026); null until processed. */
  variants: ColumnType<ImageVariant[] | null, string | null | undefined, string | null>;
  /** An MP4's duration in seconds (migration 061); null for other files and unreadable headers. */
  duration_seconds: ColumnType<number | null, number | null | undefined, number | null>;
}

/** One resized copy of an uploaded image, stored beside it. */
export interface ImageVariant {
  /** Relative to the uploads folder, like media.file_path. */
  path: string;
  width: number;
  height: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  type: 'page_view' | 'article_view' | 'affiliate_click' | 'search';
  path: string;
  locale: 'en' | 'pt';
  article_id: string | null;
  props: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: string;
  event: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  status: Generated<'pending' | 'delivered' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  locked_until: NullableTimestamp;
  created_at: Timestamp;
}

/** Scheduled articles published, whose webhook waits for a live build that shows them (migration 015). */
export interface SiteStateTable {
  id: Generated<number>;
  version: ColumnType<string, never, string>;
  announced_version: ColumnType<string, never, string>;
  changed_at: Timestamp;
}

/** A deleted article, recorded by a trigger so a build's change-since read sees it go (migration 051). */
export interface ArticleRemovalsTable {
  change_seq: ColumnType<string, never, never>;
  article_id: string;
  grupo_traducao: string | null;
  removed_at: ColumnType<Date, never, never>;
}

/** The dashboard's counts, one row kept by a trigger on articles (migration 071). */
export interface ArticleTalliesTable {
  only_row: ColumnType<boolean, never, never>;
  published: number;
  drafts: number;
  featured: number;
  awaiting_review: number;
  translations_out_of_date: number;
}

/** Published articles per 4,096 buckets of their sitemap hash (migration 072): the SEO preview's part counts. */
export interface SitemapPartTalliesTable {
  bucket: number;
  urls: number;
}

export interface ArticlesAwaitingLiveTable {
  article_id: string;
  claimed_at: ColumnType<Date, Date | undefined, never>;
}

/** Clicks on tracked affiliate links, per link, day and locale (migration 020). */
export interface AffiliateClicksTable {
  day: ColumnType<string, string, string>;
  link_kind: 'related_product' | 'review';
  link_id: string;
  locale: 'en' | 'pt';
  article_id: string | null;
  product_name: string;
  count: Generated<number>;
  /** Where the click came from (XX: unknown) and the marketplace it was sent to ('default': the product's one URL); migration 053. */
  country: Generated<string>;
  marketplace: Generated<string>;
}

/** Stores a tracked product can lead to (migration 053, docs/decisions/053). */
export interface AffiliateMarketplacesTable {
  domain: string;
  tracking_id: string | null;
  disclosure: ColumnType<{ en?: string; pt?: string }, string, string>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

/** Country -> marketplaces (or another country of the map), in order of preference (migration 053). */
export interface AffiliateCountryMapTable {
  country: string;
  targets: string[];
}

/** A tracked product's destination per marketplace (migration 053). */
export interface AffiliateDestinationsTable {
  link_id: string;
  marketplace: string;
  url: string | null;
  asin: string | null;
  status: 'exact' | 'search' | 'none';
  updated_at: Timestamp;
}

/** The last check of each affiliate destination (migration 022). */
export interface AffiliateLinkStatusTable {
  url: string;
  state: 'ok' | 'broken' | 'refused';
  http_status: number | null;
  error: string | null;
  checked_at: Timestamp;
}

/** Newsletters per language (migration 050, docs/decisions/050). */
export interface NewslettersTable {
  id: string;
  locale: 'en' | 'pt';
  name: string;
  offered: Generated<boolean>;
  created_at: Timestamp;
}

export interface NewsletterSubscribersTable {
  id: Generated<string>;
  email: string;
  locale: 'en' | 'pt';
  suppressed_at: NullableTimestamp;
  suppressed_reason: string | null;
  created_at: Timestamp;
}

export type SubscriptionStatus = 'pending' | 'active' | 'unsubscribed';

export interface NewsletterSubscriptionsTable {
  subscriber_id: string;
  newsletter_id: string;
  status: Generated<SubscriptionStatus>;
  consent: 'confirmed' | 'stated-on-import' | null;
  created_at: Timestamp;
  confirmed_at: NullableTimestamp;
  unsubscribed_at: NullableTimestamp;
}

export interface NewsletterSendsTable {
  id: Generated<string>;
  newsletter_id: string;
  article_id: string | null;
  subject: string;
  status: Generated<'awaiting_live' | 'queued' | 'sending' | 'completed' | 'failed' | 'cancelled'>;
  prepared_at: NullableTimestamp;
  clicks: Generated<number>;
  created_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Why it failed with nothing mailed (migration 066): it waited too long for its page. */
  failure_reason: Generated<string | null>;
}

export type DeliveryStatus = 'pending' | 'sent' | 'failed' | 'bounced' | 'skipped';

export interface NewsletterDeliveriesTable {
  send_id: string;
  subscriber_id: string;
  status: Generated<DeliveryStatus>;
  attempts: Generated<number>;
  last_error: string | null;
  sent_at: NullableTimestamp;
}

export interface NewsletterArticleOptionsTable {
  article_id: string;
  send_on_publish: Generated<boolean>;
  updated_at: Timestamp;
  /** The first time the article was announced as published (migration 066): a later publish is a republish, never sent. */
  first_published_at: NullableTimestamp;
}

export interface Database {
  user: UserTable;
  twoFactor: TwoFactorTable;
  sign_in_lockouts: SignInLockoutsTable;
  used_totp_codes: UsedTotpCodesTable;
  audit_log: AuditLogTable;
  user_roles: UserRolesTable;
  invitations: InvitationsTable;
  article_revisions: ArticleRevisionsTable;
  articles: ArticlesTable;
  article_removals: ArticleRemovalsTable;
  article_tallies: ArticleTalliesTable;
  sitemap_part_tallies: SitemapPartTalliesTable;
  site_state: SiteStateTable;
  preview_links: PreviewLinksTable;
  related_products: RelatedProductsTable;
  product_reviews: ProductReviewsTable;
  interactive_ebooks: InteractiveEbooksTable;
  webhook_configs: WebhookConfigsTable;
  webhook_logs: WebhookLogsTable;
  contact_messages: ContactMessagesTable;
  site_settings: SiteSettingsTable;
  testimonials: TestimonialsTable;
  media: MediaTable;
  app_meta: AppMetaTable;
  analytics_events: AnalyticsEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  articles_awaiting_live: ArticlesAwaitingLiveTable;
  affiliate_clicks: AffiliateClicksTable;
  affiliate_link_status: AffiliateLinkStatusTable;
  affiliate_marketplaces: AffiliateMarketplacesTable;
  affiliate_country_map: AffiliateCountryMapTable;
  affiliate_destinations: AffiliateDestinationsTable;
  redirects: RedirectsTable;
  jobs: JobsTable;
  imports: ImportsTable;
  import_file_chunks: ImportFileChunksTable;
  import_items: ImportItemsTable;
  import_media: ImportMediaTable;
  newsletters: NewslettersTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_sends: NewsletterSendsTable;
  newsletter_deliveries: NewsletterDeliveriesTable;
  newsletter_article_options: NewsletterArticleOptionsTable;
}

export type ArticleRow = Selectable<ArticlesTable>;
export type NewArticle = Insertable<ArticlesTable>;

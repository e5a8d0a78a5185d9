/** /admin: the numbers that matter, the latest articles, shortcuts and the site's health. */
import { Link } from 'react-router';
import { CARD_CLASS } from '../../../components/field-styles.ts';
import Icon, { type IconName } from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import { formatCount, formatDateTime, formatNumber, formatPublicationDate } from '../../../lib/format.ts';
import { ADMIN_PATHS, editArticlePath } from '../../../routes.ts';
import { siteStatusText } from '../../../lib/site-status-text.ts';
import { showsScreen, useCurrentMember } from '../../../lib/member-role.ts';
import { useUnreadMessages } from '../../../lib/unread-messages.ts';
import { CLICK_DAYS, useAffiliateClicks } from '../api/affiliate-clicks.ts';
import type { Dashboard } from '../api/dashboard.ts';
import { useDashboard } from '../api/dashboard.ts';
import { DASHBOARD_STRINGS as S } from '../strings.ts';
import { DASHBOARD_FRESHNESS_STRINGS as F } from '../freshness-strings.ts';
import { DASHBOARD_NEWSLETTER_STRINGS as N } from '../newsletter-strings.ts';
import AffiliateClicks from './affiliate-clicks.tsx';

function StatCard({ label, value, icon, hint }: { label: string; value: string; icon: IconName; hint?: string }) {
  return (
    <div className={`${CARD_CLASS} flex items-start justify-between gap-4`}>
      <div>
        <p className="text-sm font-semibold text-ink-soft">{label}</p>
        <p className="mt-2 font-display text-4xl font-semibold text-brand-strong tabular-nums">{value}</p>
        {hint && <p className="mt-1 text-xs text-ink-soft">{hint}</p>}
      </div>
      <span className="hidden size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand sm:grid">
        <Icon name={icon} />
      </span>
    </div>
  );
}

function RecentArticles({ data }: { data: Dashboard | undefined }) {
  return (
    <section className={CARD_CLASS} aria-labelledby="recent-title">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-title" className="text-h3 text-ink">
          {S.recentTitle}
        </h2>
        <Link to={ADMIN_PATHS.articles} className="text-link text-sm">
          {S.seeAll}
        </Link>
      </div>
      {data && data.recent.length > 0 ? (
        <ul className="mt-4 divide-y divide-line">
          {data.recent.map((article) => (
            <li key={article.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <Link to={editArticlePath(article.id)} className="block truncate font-semibold text-ink hover:text-brand hover:underline">
                  {article.titulo}
                </Link>
                <p className="text-sm text-ink-soft">{S.updated(formatPublicationDate(article.updated_at))}</p>
              </div>
              <span
                className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${
                  article.status === 'publicado'
                    ? 'bg-brand-soft text-brand ring-brand/20'
                    : article.status === 'agendado'
                      ? 'bg-sun/25 text-ink ring-sun'
                      : 'bg-sand text-ink-soft ring-line-strong'
                }`}
              >
                {S.status[article.status]}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-ink-soft">{data ? S.recentEmpty : S.noData}</p>
      )}
    </section>
  );
}

const QUICK_ACTIONS: ReadonlyArray<{ to: string; label: string; text: string; icon: IconName }> = [
  {
    to: ADMIN_PATHS.newArticle,
    get label() {
      return S.newArticle;
    },
    get text() {
      return S.newArticleText;
    },
    icon: 'plus',
  },
  {
    to: ADMIN_PATHS.aiWriter,
    get label() {
      return S.aiWriter;
    },
    get text() {
      return S.aiWriterText;
    },
    icon: 'sparkles',
  },
  {
    to: ADMIN_PATHS.seo,
    get label() {
      return S.seo;
    },
    get text() {
      return S.seoText;
    },
    icon: 'globe',
  },
];

function QuickActions() {
  return (
    <section className={CARD_CLASS} aria-labelledby="quick-title">
      <h2 id="quick-title" className="text-h3 text-ink">
        {S.quickActions}
      </h2>
      <ul className="mt-4 space-y-2">
        {QUICK_ACTIONS.map((action) => (
          <li key={action.to}>
            <Link
              to={action.to}
              className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-line transition-colors hover:bg-sand hover:ring-line-strong"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand text-on-dark">
                <Icon name={action.icon} />
              </span>
              <span>
                <span className="block font-semibold text-ink">{action.label}</span>
                <span className="block text-sm text-ink-soft">{action.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Performance({ data }: { data: Dashboard | undefined }) {
  const site = data?.site;
  const state = site ? siteStatusText(site) : null;
  const stateLabel = !site
    ? S.noData
    : state?.tone === 'busy'
      ? S.building
      : state?.tone === 'failed'
        ? S.failed
        : site.live
          ? S.live
          : S.notLive;
  return (
    <section className={CARD_CLASS} aria-labelledby="performance-title">
      <h2 id="performance-title" className="text-h3 text-ink">
        {S.performance}
      </h2>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{S.siteState}</dt>
          <dd className="mt-1">
            <span className={`font-semibold ${state?.tone === 'failed' ? 'text-accent' : 'text-ink'}`}>{stateLabel}</span>
            {site?.liveSince && <span className="block text-sm text-ink-soft">{formatDateTime(site.liveSince)}</span>}
            {site && site.pages > 0 && <span className="block text-sm text-ink-soft">{S.pages(site.pages)}</span>}
            {site?.build.lastDurationMs != null && (
              <span className="block text-sm text-ink-soft">
                {S.lastBuild(formatNumber(site.build.lastDurationMs / 1000, { maximumFractionDigits: 1 }))}
              </span>
            )}
            {state?.tone === 'failed' && <span className="mt-1 block text-sm text-accent">{state.text}</span>}
            {data && data.newsletter_sends_stalled > 0 && <StalledSends count={data.newsletter_sends_stalled} />}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{S.drafts}</dt>
          <dd className="mt-1 text-ink">{data ? S.draftsWaiting(data.drafts) : S.noData}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{S.awaitingReview}</dt>
          <dd className="mt-1 text-ink">
            {data ? (
              <Link to={`${ADMIN_PATHS.articles}?status=revisao`} className="font-semibold text-brand hover:underline">
                {S.awaitingReviewCount(data.awaiting_review)}
              </Link>
            ) : (
              S.noData
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{F.title}</dt>
          <dd className="mt-1 text-ink">
            {data ? (
              <Link to={`${ADMIN_PATHS.articles}?traducao=desatualizada`} className="font-semibold text-brand hover:underline">
                {F.count(data.translations_out_of_date)}
              </Link>
            ) : (
              S.noData
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-ink-soft">{S.featured}</dt>
          <dd className="mt-1 text-ink">{data ? S.featuredOnHome(data.featured) : S.noData}</dd>
        </div>
        <UnreadMessages />
      </dl>
    </section>
  );
}

/** Newsletter sends held because no build put their article's page live (the Newsletter screen is administrators'). */
function StalledSends({ count }: { count: number }) {
  const role = useCurrentMember()?.role ?? null;
  return (
    <span className="mt-2 block text-sm" data-testid="dashboard-stalled-sends">
      <span className="block font-semibold text-accent">{N.stalledSends(count)}</span>
      <span className="block text-ink-soft">{N.stalledHint}</span>
      {showsScreen(role, 'newsletter') && (
        <Link to={ADMIN_PATHS.newsletter} className="font-semibold text-brand hover:underline">
          {N.openNewsletter}
        </Link>
      )}
    </span>
  );
}

/** Readers' messages nobody has read yet (editors and administrators: authors do not see messages). */
function UnreadMessages() {
  const role = useCurrentMember()?.role ?? null;
  const unread = useUnreadMessages();
  if (!showsScreen(role, 'messages')) return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-soft">{S.messages}</dt>
      <dd className="mt-1 text-ink">
        {unread.data ? (
          <Link to={ADMIN_PATHS.messages} className="font-semibold text-brand hover:underline">
            {S.unreadMessages(unread.data.unread)}
          </Link>
        ) : (
          S.noData
        )}
      </dd>
    </div>
  );
}

export default function DashboardPage() {
  const dashboard = useDashboard();
  const clicks = useAffiliateClicks();
  const data = dashboard.data;
  const failed = dashboard.isError && !data;
  const stat = (value: number | undefined) => (value === undefined ? (dashboard.isPending ? '…' : S.noData) : formatCount(value));

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      {failed && (
        <div
          role="alert"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-card bg-sun/25 px-5 py-4 text-cat-dinheiro ring-1 ring-sun"
        >
          <p className="flex items-center gap-2 font-semibold">
            <Icon name="alert" />
            {S.loadWarning}
          </p>
          <button
            type="button"
            className="rounded-full bg-surface px-4 py-1.5 text-sm font-semibold ring-1 ring-sun hover:bg-paper"
            onClick={() => void dashboard.refetch()}
          >
            {S.retry}
          </button>
        </div>
      )}
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-5">
        <StatCard label={S.published} value={stat(data?.published)} icon="articles" />
        <StatCard label={S.views} value={stat(data?.views)} icon="chart" hint={S.viewsHint} />
        <StatCard label={S.drafts} value={stat(data?.drafts)} icon="pencil" />
        <StatCard label={S.featured} value={stat(data?.featured)} icon="star" />
        <StatCard
          label={S.clicks}
          value={clicks.data ? formatCount(clicks.data.total) : clicks.isPending ? '…' : S.noData}
          icon="chart"
          hint={S.clicksHint(CLICK_DAYS)}
        />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <RecentArticles data={data} />
        <div className="space-y-6">
          <QuickActions />
          <Performance data={data} />
        </div>
      </div>
      <AffiliateClicks data={clicks.data} failed={clicks.isError && !clicks.data} />
    </>
  );
}

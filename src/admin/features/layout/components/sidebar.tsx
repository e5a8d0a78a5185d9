/** The layout's navigation: the screens the member's role uses, a link back to the site, and sign-out. */
import { localizedList } from '../../../lib/localized-list.ts';
import { NavLink } from 'react-router';
import { toast } from 'sonner';
import Icon, { type IconName } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { STRINGS } from '../../../lib/strings.ts';
import { ADMIN_PATHS, type AdminPathName } from '../../../routes.ts';
import { showsScreen, useCurrentMember } from '../../../lib/member-role.ts';
import { useSignOut } from '../../../lib/sign-out.ts';
import { useUnreadMessages } from '../../../lib/unread-messages.ts';
import { goToSiteAfterSignOut } from '../../../lib/sign-out-flow.ts';
import { BACKUP_NAV_STRINGS } from '../../../lib/backups-nav.ts';

const S = STRINGS.layout;

const NAV = localizedList<{ path: AdminPathName; label: () => string; icon: IconName }>([
  {
    path: 'dashboard',
    label: () => S.nav.dashboard,
    icon: 'dashboard',
  },
  {
    path: 'newArticle',
    label: () => S.nav.newArticle,
    icon: 'plus',
  },
  {
    path: 'articles',
    label: () => S.nav.articles,
    icon: 'articles',
  },
  {
    path: 'library',
    label: () => S.nav.library,
    icon: 'library',
  },
  {
    path: 'aiWriter',
    label: () => S.nav.aiWriter,
    icon: 'sparkles',
  },
  {
    path: 'reviews',
    label: () => S.nav.reviews,
    icon: 'video',
  },
  {
    path: 'ebooks',
    label: () => S.nav.ebooks,
    icon: 'book',
  },
  {
    path: 'webhooks',
    label: () => S.nav.webhooks,
    icon: 'webhook',
  },
  {
    path: 'affiliate',
    label: () => S.nav.affiliate,
    icon: 'link',
  },
  {
    path: 'redirects',
    label: () => S.nav.redirects,
    icon: 'redirect',
  },
  {
    path: 'messages',
    label: () => S.nav.messages,
    icon: 'mail',
  },
  {
    path: 'team',
    label: () => S.nav.team,
    icon: 'users',
  },
  {
    path: 'audit',
    label: () => S.nav.audit,
    icon: 'list',
  },
  {
    path: 'settings',
    label: () => S.nav.settings,
    icon: 'globe',
  },
  {
    path: 'jobs',
    label: () => S.nav.jobs,
    icon: 'refresh',
  },
  {
    path: 'imports',
    label: () => S.nav.imports,
    icon: 'upload',
  },
  {
    path: 'backups',
    label: () => BACKUP_NAV_STRINGS.nav,
    icon: 'download',
  },
  {
    path: 'newsletter',
    label: () => S.nav.newsletter,
    icon: 'users',
  },
  {
    path: 'account',
    label: () => S.nav.account,
    icon: 'key',
  },
]);

const ITEM_CLASS = 'flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors';

export default function Sidebar({ onNavigate, onClose }: { onNavigate?: () => void; onClose?: () => void }) {
  const signOut = useSignOut();
  const role = useCurrentMember()?.role ?? null;
  const unread = useUnreadMessages().data?.unread ?? 0;
  return (
    <div className="on-dark flex h-full flex-col gap-6 bg-brand-strong px-4 py-6 text-on-dark">
      <div className="flex items-start justify-between gap-3 px-3">
        <div>
          <p className="font-display text-2xl font-semibold">{STRINGS.brand}</p>
          <p className="text-sm text-on-dark-soft">{STRINGS.adminTitle}</p>
        </div>
        {onClose && (
          <button
            type="button"
            onClick={onClose}
            aria-label={S.closeMenu}
            className="inline-grid size-10 shrink-0 place-items-center rounded-full text-on-dark ring-1 ring-white/25 hover:bg-white/10 lg:hidden"
          >
            <Icon name="close" />
          </button>
        )}
      </div>
      <nav aria-label={S.navLabel} className="flex-1">
        <ul className="space-y-1">
          {NAV.filter((item) => showsScreen(role, item.path)).map((item) => (
            <li key={item.path}>
              <NavLink
                to={ADMIN_PATHS[item.path]}
                end={item.path === 'dashboard'}
                onClick={onNavigate}
                className={({ isActive }) =>
                  `${ITEM_CLASS} ${isActive ? 'bg-on-dark text-brand-strong' : 'text-on-dark-soft hover:bg-white/10 hover:text-on-dark'}`
                }
              >
                <Icon name={item.icon} />
                {item.label}
                {item.path === 'messages' && unread > 0 && <UnreadBadge count={unread} />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-1 border-t border-white/15 pt-4">
        <a href="/" className={`${ITEM_CLASS} text-on-dark-soft hover:bg-white/10 hover:text-on-dark`}>
          <Icon name="arrowLeft" />
          {S.backToSite}
        </a>
        <button
          type="button"
          className={`${ITEM_CLASS} w-full text-on-dark-soft hover:bg-white/10 hover:text-on-dark disabled:opacity-60`}
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: goToSiteAfterSignOut,
              onError: () => toast.error(S.signOutErrorTitle, { description: S.signOutErrorText }),
            })
          }
        >
          {signOut.isPending ? <Spinner className="size-5" /> : <Icon name="logOut" />}
          {signOut.isPending ? S.signingOut : S.signOut}
        </button>
      </div>
    </div>
  );
}

function UnreadBadge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-accent px-2 py-0.5 text-xs font-bold text-on-dark tabular-nums">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{S.unreadMessages(count)}</span>
    </span>
  );
}

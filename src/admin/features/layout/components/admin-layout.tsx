/**
 * The admin area's frame: the sidebar (behind a menu button under 1024 px), the member's
 * role badge ('Admin conectado', 'Editor conectado', 'Autor conectado') and the site's
 * publishing state above each screen; a screen the member's role does not use, reached by its
 * address, says so instead of showing its forms (the server refuses its calls). On every route
 * change focus moves to the new screen's heading, so keyboard and screen-reader users land
 * on the page they asked for.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, matchPath, Outlet, useLocation } from 'react-router';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { showsScreen, useCurrentMember, type MemberRole } from '../../../lib/member-role.ts';
import { hintedAdmin } from '../../../lib/role-hint.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { ADMIN_PATHS, type AdminPathName } from '../../../routes.ts';
import SiteStatusIndicator from './site-status.tsx';
import Sidebar from './sidebar.tsx';

const S = STRINGS.layout;

function ConnectedBadge({ role }: { role: MemberRole | null }) {
  if (!role) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand ring-1 ring-brand/20">
      <span aria-hidden="true" className="size-2 rounded-full bg-brand" />
      {S.connected[role]}
    </span>
  );
}

const screenAt = (pathname: string): AdminPathName | null =>
  (Object.entries(ADMIN_PATHS) as Array<[AdminPathName, string]>).find(([, path]) => matchPath(path, pathname))?.[0] ?? null;

function NotForRole() {
  return (
    <>
      <PageHeader title={STRINGS.gate.deniedTitle} description={STRINGS.gate.deniedText} />
      <p className="text-ink">{S.notForRole}</p>
      <Link to={ADMIN_PATHS.dashboard} className="btn btn-primary mt-6">
        {S.toDashboard}
      </Link>
    </>
  );
}

/** The screen, once the member's role is known to use it (the remembered hint paints the layout before). */
function ScreenForRole({ role }: { role: MemberRole | null }) {
  const screen = screenAt(useLocation().pathname);
  if (!screen || showsScreen(role, screen)) return <Outlet />;
  return role === null ? <LoadingState label={STRINGS.common.loading} /> : <NotForRole />;
}

function useFocusOnRouteChange(main: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const target = main.current?.querySelector<HTMLElement>('h1') ?? main.current;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, [pathname, main]);
}

export default function AdminLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const role = useCurrentMember()?.role ?? null;
  const badgeRole = role ?? (hintedAdmin() ? 'admin' : null);
  const mainRef = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  useFocusOnRouteChange(mainRef);

  useEffect(() => {
    if (!menuOpen) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh bg-paper lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)]">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-full bg-surface px-4 py-2 font-semibold text-brand shadow-lift focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {S.skipToContent}
      </a>

      {menuOpen && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className="fixed inset-0 z-[35] bg-ink/40 lg:hidden"
          onClick={() => setMenuOpen(false)}
        />
      )}
      <aside
        id="admin-sidebar"
        ref={drawerRef}
        className={`${menuOpen ? 'fixed' : 'hidden'} inset-y-0 left-0 z-40 w-72 max-w-[85vw] overflow-y-auto bg-brand-strong shadow-lift lg:static lg:block lg:w-auto lg:max-w-none lg:overflow-visible lg:shadow-none`}
      >
        <div className="h-full lg:sticky lg:top-0 lg:h-dvh lg:overflow-y-auto">
          <Sidebar
            onNavigate={() => setMenuOpen(false)}
            onClose={
              menuOpen
                ? () => {
                    setMenuOpen(false);
                    menuButtonRef.current?.focus();
                  }
                : undefined
            }
          />
        </div>
      </aside>

      <div className="min-w-0">
        <header className="sticky top-0 z-30 border-b border-line bg-surface/95 px-4 py-3 backdrop-blur sm:px-8 lg:static lg:bg-surface/60">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <button
              ref={menuButtonRef}
              type="button"
              className="inline-grid size-10 place-items-center rounded-full text-ink ring-1 ring-line-strong lg:hidden"
              aria-expanded={menuOpen}
              aria-controls="admin-sidebar"
              aria-label={menuOpen ? S.closeMenu : S.menu}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} />
            </button>
            <p className="min-w-0 flex-1 truncate font-display text-lg font-semibold text-brand-strong lg:hidden">{STRINGS.brand}</p>
            <SiteStatusIndicator className="order-last w-full lg:order-none lg:w-auto lg:flex-1" />
            <ConnectedBadge role={badgeRole} />
          </div>
        </header>
        <main id="admin-main" ref={mainRef} tabIndex={-1} className="mx-auto w-full max-w-6xl min-w-0 px-4 py-8 sm:px-8 sm:py-10">
          <ScreenForRole role={role} />
        </main>
      </div>
    </div>
  );
}

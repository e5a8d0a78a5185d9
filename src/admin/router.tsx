/**
 * The back office's routes (paths from routes.ts). Everything but an invitation link's page
 * and the 404 sits behind the gate inside the layout; each screen has its own error boundary, so one failing section
 * leaves the rest usable. Heavy screens load on demand.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundPage from './components/not-found-page.tsx';
import SectionError from './components/section-error.tsx';
import LoadingState from './components/spinner.tsx';
import { STRINGS } from './lib/strings.ts';
import AdminGate from './features/auth/components/admin-gate.tsx';
import AdminLayout from './features/layout/components/admin-layout.tsx';
import { ADMIN_PATHS } from './routes.ts';

type ScreenModule = { default: React.ComponentType };
const screen =
  (load: () => Promise<ScreenModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

function GatedLayout() {
  return (
    <AdminGate>
      <AdminLayout />
    </AdminGate>
  );
}

const sections: RouteObject[] = [
  { path: ADMIN_PATHS.dashboard, lazy: screen(() => import('./features/dashboard/components/dashboard-page.tsx')) },
  { path: ADMIN_PATHS.newArticle, lazy: screen(() => import('./features/articles/components/new-article-page.tsx')) },
  { path: ADMIN_PATHS.editArticle, lazy: screen(() => import('./features/articles/components/edit-article-page.tsx')) },
  { path: ADMIN_PATHS.articles, lazy: screen(() => import('./features/articles/components/article-list-page.tsx')) },
  { path: ADMIN_PATHS.library, lazy: screen(() => import('./features/media/index.tsx')) },
  { path: ADMIN_PATHS.aiWriter, lazy: screen(() => import('./features/ai-writer/index.tsx')) },
  { path: ADMIN_PATHS.reviews, lazy: screen(() => import('./features/reviews/index.tsx')) },
  { path: ADMIN_PATHS.ebooks, lazy: screen(() => import('./features/ebooks/index.tsx')) },
  { path: ADMIN_PATHS.seo, lazy: screen(() => import('./features/seo/index.tsx')) },
  { path: ADMIN_PATHS.webhooks, lazy: screen(() => import('./features/webhooks/index.tsx')) },
  { path: ADMIN_PATHS.affiliate, lazy: screen(() => import('./features/affiliate/index.tsx')) },
  { path: ADMIN_PATHS.redirects, lazy: screen(() => import('./features/redirects/index.tsx')) },
  { path: ADMIN_PATHS.messages, lazy: screen(() => import('./features/messages/index.tsx')) },
  { path: ADMIN_PATHS.settings, lazy: screen(() => import('./features/settings/index.tsx')) },
  { path: ADMIN_PATHS.team, lazy: screen(() => import('./features/team/index.tsx')) },
  { path: ADMIN_PATHS.audit, lazy: screen(() => import('./features/audit/index.tsx')) },
  { path: ADMIN_PATHS.jobs, lazy: screen(() => import('./features/jobs/index.tsx')) },
  { path: ADMIN_PATHS.imports, lazy: screen(() => import('./features/imports/index.tsx')) },
  { path: ADMIN_PATHS.backups, lazy: screen(() => import('./features/backups/index.tsx')) },
  { path: ADMIN_PATHS.newsletter, lazy: screen(() => import('./features/newsletter/index.tsx')) },
  { path: ADMIN_PATHS.account, lazy: screen(() => import('./features/account/index.tsx')) },
];

export const adminRoutes: RouteObject[] = [
  {
    Component: GatedLayout,
    ErrorBoundary: SectionError,
    HydrateFallback: () => <LoadingState label={STRINGS.common.loading} fullScreen />,
    children: sections.map((route) => ({ ...route, ErrorBoundary: SectionError })),
  },
  {
    path: ADMIN_PATHS.invitation,
    ErrorBoundary: SectionError,
    lazy: screen(() => import('./features/auth/components/accept-invitation-page.tsx')),
  },
  { path: '*', Component: NotFoundPage },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}

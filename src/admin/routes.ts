/**
 * Every path of the back office, in one place. Screens link with these constants and the
 * helpers below; src/admin/router.tsx maps them to components.
 */
import type { Locale } from '../i18n/locales.ts';
import { localizePath } from '../i18n/paths.ts';

export const ADMIN_PATHS = {
  dashboard: '/admin',
  newArticle: '/admin/novo-artigo',
  editArticle: '/admin/editar-artigo/:id',
  articles: '/admin/artigos',
  library: '/admin/biblioteca',
  aiWriter: '/admin/ia-redatora',
  reviews: '/admin/reviews-produtos',
  ebooks: '/admin/ebooks-interativos',
  seo: '/admin/seo',
  webhooks: '/admin/webhooks',
  affiliate: '/admin/afiliados',
  redirects: '/admin/redirecionamentos',
  messages: '/admin/mensagens',
  settings: '/admin/configuracoes',
  team: '/admin/equipe',
  audit: '/admin/auditoria',
  jobs: '/admin/tarefas',
  imports: '/admin/importar',
  backups: '/admin/backups',
  newsletter: '/admin/newsletter',
  account: '/admin/conta',
  /** An invitation link's page (outside the gate): /admin/convite#<token>. */
  invitation: '/admin/convite',
} as const;

export type AdminPathName = keyof typeof ADMIN_PATHS;

export function editArticlePath(id: string): string {
  return ADMIN_PATHS.editArticle.replace(':id', encodeURIComponent(id));
}

/** The public page of an article, at the path of its language (English at /artigos, Portuguese under /pt). */
export function publicArticlePath(slug: string, idioma: Locale): string {
  return localizePath(`/artigos/${encodeURIComponent(slug)}`, idioma);
}

/** The public site's home, where sign-out lands. */
export const SITE_HOME = '/';

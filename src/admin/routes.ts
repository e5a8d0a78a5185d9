/**
 * Every path of the back office, in one place. Screens link with these constants and the
 * helpers below; src/admin/router.tsx maps them to components.
 */
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
} as const;

export type AdminPathName = keyof typeof ADMIN_PATHS;

export function editArticlePath(id: string): string {
  return ADMIN_PATHS.editArticle.replace(':id', encodeURIComponent(id));
}

/** The public page of an article (the canonical English path; Portuguese lives under /pt). */
export function publicArticlePath(slug: string): string {
  return `/artigos/${encodeURIComponent(slug)}`;
}

/** The public site's home, where sign-out lands. */
export const SITE_HOME = '/';

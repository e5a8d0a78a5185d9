/** The site's navigation, written once: header, footer and the active-link rule. */
import type { TranslationKey } from '../i18n/en.ts';
import type { CategoryKey } from './categories.ts';

export interface NavItem {
  href: string;
  label: TranslationKey;
  /** Other default-locale path prefixes that belong to this section. */
  sections?: string[];
}

export const HEADER_NAV: readonly NavItem[] = [
  { href: '/', label: 'nav.home' },
  { href: '/artigos', label: 'nav.articles', sections: ['/categoria'] },
  { href: '/products', label: 'nav.products' },
  { href: '/interactive-ebooks', label: 'nav.ebooks' },
  { href: '/life-coach', label: 'nav.lifeCoach' },
  { href: '/sobre', label: 'nav.about' },
  { href: '/contato', label: 'nav.contact' },
];

export const FOOTER_NAV: readonly NavItem[] = [
  { href: '/', label: 'nav.home' },
  { href: '/artigos', label: 'nav.articles' },
  { href: '/sobre', label: 'nav.about' },
  { href: '/contato', label: 'nav.contact' },
];

/** The specification's footer topics, linking to the filtered articles list. */
export const FOOTER_CATEGORIES: readonly CategoryKey[] = ['saude', 'dinheiro', 'relacionamentos', 'tecnologia', 'culinaria'];

/** The articles list filtered by a category, as the specification's links write it. */
export function categoryFilterHref(category: CategoryKey): string {
  return `/artigos?categoria=${category}`;
}

export function categoryPageHref(category: CategoryKey): string {
  return `/categoria/${category}`;
}

export function articleHref(slug: string): string {
  return `/artigos/${encodeURIComponent(slug)}`;
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a nav item is the current section; `path` is the page's default-locale path. */
export function isActiveNavItem(item: NavItem, path: string | null): boolean {
  if (path === null) return false;
  if (item.href === '/') return path === '/';
  return [item.href, ...(item.sections ?? [])].some((prefix) => within(path, prefix));
}

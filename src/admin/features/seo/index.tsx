/** The SEO screen (/admin/seo), loaded on demand by the router. */
export { default } from './components/seo-page.tsx';

/** The Newsletter screen (/admin/newsletter), loaded on demand by the router. */
export { default } from './components/newsletter-page.tsx';

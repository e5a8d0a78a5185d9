/** The product reviews screen (/admin/reviews-produtos), loaded on demand by the router. */
export { default } from './components/reviews-page.tsx';

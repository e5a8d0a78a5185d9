/** The affiliate links screen (/admin/afiliados), loaded on demand by the router. */
export { default } from './components/affiliate-page.tsx';

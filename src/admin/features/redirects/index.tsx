/** The redirects screen (/admin/redirecionamentos), loaded on demand by the router. */
export { default } from './components/redirects-page.tsx';

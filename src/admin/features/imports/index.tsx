/** The import screen (/admin/importar), loaded on demand by the router. */
export { default } from './components/imports-page.tsx';

/** The interactive ebooks screen (/admin/ebooks-interativos), loaded on demand by the router. */
export { default } from './components/ebooks-page.tsx';

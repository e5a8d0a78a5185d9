/** The site settings screen (/admin/configuracoes), loaded on demand by the router. */
export { default } from './components/settings-page.tsx';

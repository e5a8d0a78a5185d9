/** The Backups screen (/admin/backups), loaded on demand by the router. */
export { default } from './components/backups-page.tsx';

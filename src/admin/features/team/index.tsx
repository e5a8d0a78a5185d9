/** The team screen (/admin/equipe), loaded on demand by the router. */
export { default } from './components/team-page.tsx';

/** The AI writer screen (/admin/ia-redatora), loaded on demand by the router. */
export { default } from './components/ai-writer-page.tsx';

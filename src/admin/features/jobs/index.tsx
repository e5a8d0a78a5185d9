/** The job queue (/admin/tarefas, administrators), loaded on demand by the router. */
export { default } from './components/jobs-page.tsx';

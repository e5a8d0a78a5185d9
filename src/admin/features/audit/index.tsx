/** The audit log (/admin/auditoria, administrators), loaded on demand by the router. */
export { default } from './components/audit-page.tsx';

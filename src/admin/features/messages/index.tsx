/** The readers' messages screen (/admin/mensagens), loaded on demand by the router. */
export { default } from './components/messages-page.tsx';

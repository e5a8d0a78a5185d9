/** My account (/admin/conta), loaded on demand by the router. */
export { default } from './components/account-page.tsx';

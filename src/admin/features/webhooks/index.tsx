/** The webhooks screen (/admin/webhooks), loaded on demand by the router. */
export { default } from './components/webhooks-page.tsx';

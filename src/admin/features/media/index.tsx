/** The media library screen (/admin/biblioteca), loaded on demand by the router. */
export { default } from './components/media-library-page.tsx';

/** axe-core on every public page in both locales: no violation of any impact (support.ts, axeViolations). */
import { expect, test } from '@playwright/test';
import { ARTICLE, PT_ONLY_ARTICLE, VIDEO_ARTICLE, axeViolations } from './support.ts';

const PAGES = [
  '/',
  '/artigos',
  '/categoria/culinaria',
  '/sobre',
  '/contato',
  '/products',
  '/interactive-ebooks',
  '/life-coach',
  '/life-coach/chat',
  '/pagina-que-nao-existe',
];
/** Each article page exists in its own language only. */
const ARTICLE_PAGES = { en: [`/artigos/${ARTICLE}`, `/artigos/${VIDEO_ARTICLE}`], pt: [`/artigos/${PT_ONLY_ARTICLE}`] };

for (const locale of ['en', 'pt'] as const) {
  for (const page of [...PAGES, ...ARTICLE_PAGES[locale]]) {
    const path = locale === 'pt' ? (page === '/' ? '/pt' : `/pt${page}`) : page;
    test(`${path} has no accessibility violation`, async ({ page: tab }) => {
      await tab.goto(path);
      await tab.waitForLoadState('networkidle');
      expect(await axeViolations(tab)).toEqual([]);
    });
  }
}

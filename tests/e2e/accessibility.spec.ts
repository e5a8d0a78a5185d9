/** axe-core on every public page in both locales: no serious or critical violation. */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ARTICLE, PT_ONLY_ARTICLE, VIDEO_ARTICLE } from './support.ts';

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
    test(`${path} has no serious or critical accessibility violation`, async ({ page: tab }) => {
      await tab.goto(path);
      await tab.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page: tab }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(serious).toEqual([]);
    });
  }
}

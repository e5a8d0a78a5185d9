/** The project's own lint rules (scripts/lint/house-rules.js), run by ESLint's RuleTester. */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import house from '../../scripts/lint/house-rules.js';

RuleTester.describe = describe;
RuleTester.it = it;

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } });

tester.run('import-boundaries', house.rules['import-boundaries'], {
  valid: [
    { filename: at('src/admin/features/articles/api/save-article.ts'), code: "import { x } from '../../../lib/site-status.ts';" },
    { filename: at('src/admin/features/articles/components/a.tsx'), code: "import { y } from '../api/save-article.ts';" },
    { filename: at('functions/admin/articles/routes.ts'), code: "import { slugify } from '../../../src/lib/slug.ts';" },
    { filename: at('src/lib/x.ts'), code: "import { z } from 'zod';" },
  ],
  invalid: [
    {
      filename: at('src/admin/features/dashboard/api/dashboard.ts'),
      code: "import { s } from '../../layout/api/site-status.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/admin/features/layout/components/sidebar.tsx'),
      code: "export { useSignOut } from '../../auth/api/sign-out.ts';",
      errors: [{ messageId: 'crossFeature' }],
    },
    {
      filename: at('src/lib/content/api.ts'),
      code: "import { env } from '../../../functions/env.ts';",
      errors: [{ messageId: 'serverFromBrowser' }],
    },
    {
      filename: at('src/islands/chat/x.tsx'),
      code: "const m = import('../../../functions/ai/provider.ts');",
      errors: [{ messageId: 'serverFromBrowser' }],
    },
  ],
});

tester.run('kebab-case-file-names', house.rules['kebab-case-file-names'], {
  valid: [
    { filename: at('src/lib/article-search.ts'), code: '' },
    { filename: at('tests/unit/sample-translations.test.ts'), code: '' },
    { filename: at('src/pages/[...lang]/artigos/[slug].ts'), code: '' },
    { filename: at('src/pages/sitemap.xml.ts'), code: '' },
    { filename: at('src/pages/sitemap-articles-[part].xml.ts'), code: '' },
  ],
  invalid: [
    { filename: at('src/lib/articleSearch.ts'), code: '', errors: [{ messageId: 'notKebab' }] },
    { filename: at('functions/admin/Article_routes.ts'), code: '', errors: [{ messageId: 'notKebab' }] },
    { filename: at('src/lib/[slug].ts'), code: '', errors: [{ messageId: 'notKebab' }] },
    { filename: at('src/pages/Sitemap-[part].xml.ts'), code: '', errors: [{ messageId: 'notKebab' }] },
  ],
});

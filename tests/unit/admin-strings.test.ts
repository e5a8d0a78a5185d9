/**
 * Every strings module of the back office (src/admin/**\/strings.ts and *-strings.ts) in both languages (issue
 * 30): each exported STRINGS object is `localized({ pt, en })`, every key (deeply) exists in both
 * versions with the same kind of value, no text is empty, and an English text identical to the
 * Portuguese one is a name that is the same in both (an allow-list), not a forgotten translation.
 * Also the mechanism: a module-level alias of a group follows the language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { $adminLocale, VERSIONS, localized } from '../../src/admin/lib/i18n.ts';
import { categoryLabel } from '../../src/admin/lib/categories.ts';
import { CATEGORY_LABELS } from '../../src/lib/categories.ts';

const modules = import.meta.glob<Record<string, unknown>>(['../../src/admin/**/strings.ts', '../../src/admin/**/*-strings.ts'], {
  eager: true,
});

/** Texts that are the same word in both languages: names, acronyms, product terms. */
const SAME_IN_BOTH = new Set([
  'Bem Viver',
  'Email',
  'E-mail',
  'Newsletter',
  'Backup',
  'Backups',
  'SEO',
  'Dashboard',
  'Webhooks',
  'Webhook',
  'Menu',
  'Português',
  'English',
  '404',
  'Oops! Page not found',
  'URL',
  'Slug',
  'Status',
  'Ebooks',
  'Ebook',
  'Tags',
  'Logs',
  'Links',
  'Admin',
  'Editor',
  'editor',
  'Amazon',
  'WordPress',
  'Ghost',
  'CSV',
  'JSON',
  'HTML',
  'QR code',
  'Hotmart',
  'Eduzz',
  'Kiwify',
  'Monetizze',
  'Secret',
  'Total',
  'OK',
  'Alt',
  'ID',
  'ISBN',
  'ASIN',
  'Manual',
  /** The specification's Portuguese screen says it in English. */
  'Error: 2',
]);

/** Words that are the same in both languages (a text made only of these, numbers and signs may be identical). */
const SAME_WORDS = new Set(
  'link links posts www youtube com watch ebook ebooks review reviews http https newsletter newsletters email seo dashboard webhook webhooks url urls csv json html ia redatora bem viver menu admin editor slug status total manual mb kb gb otpauth totp sitemap xml rss'.split(
    ' ',
  ),
);

function sameInBoth(text: string): boolean {
  if (SAME_IN_BOTH.has(text)) return true;
  // An identifier shown as it is (an event type, a field name): article.published, meta_descricao.
  if (/^[a-z0-9]+([._-][a-z0-9]+)+$/.test(text)) return true;
  const words = text.toLowerCase().match(/[a-zà-ú]{2,}/g) ?? [];
  return words.every((word) => SAME_WORDS.has(word));
}

type Finding = string;

function compare(pt: unknown, en: unknown, path: string, findings: Finding[]): void {
  if (typeof pt !== typeof en || Array.isArray(pt) !== Array.isArray(en)) {
    findings.push(`${path}: a ${typeof pt} in Portuguese, a ${typeof en} in English`);
    return;
  }
  if (typeof pt === 'string') {
    const english = en as string;
    if (!pt.trim()) findings.push(`${path}: empty in Portuguese`);
    if (!english.trim()) findings.push(`${path}: empty in English`);
    // A key ending in En holds the English text in both versions (a translation draft's label).
    if (pt === english && pt.trim() && !sameInBoth(pt) && !/En(\(\))?$/.test(path)) {
      findings.push(`${path}: the English text is the Portuguese one ("${pt}")`);
    }
    return;
  }
  if (typeof pt === 'function') {
    const args = [2, 2, 2, 2];
    let ptText: unknown;
    let enText: unknown;
    try {
      ptText = (pt as (...a: unknown[]) => unknown)(...args);
      enText = (en as (...a: unknown[]) => unknown)(...args);
    } catch {
      return; // A text function that needs other arguments; its keys were still compared.
    }
    if (typeof ptText === 'string' && typeof enText === 'string') compare(ptText, enText, `${path}()`, findings);
    return;
  }
  if (pt && typeof pt === 'object' && en && typeof en === 'object') {
    const ptKeys = Object.keys(pt);
    const enKeys = Object.keys(en);
    for (const key of ptKeys) if (!(key in en)) findings.push(`${path}.${key}: Portuguese only`);
    for (const key of enKeys) if (!(key in pt)) findings.push(`${path}.${key}: English only`);
    for (const key of ptKeys.filter((k) => k in en)) {
      compare((pt as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`, findings);
    }
  }
}

afterEach(() => $adminLocale.set('pt'));

describe('the back office’s strings modules', () => {
  const files = Object.keys(modules);

  it('are all found', () => {
    expect(files.length).toBeGreaterThanOrEqual(19);
  });

  for (const file of files) {
    it(`${file.replace('../../src/admin/', '')} has every text in both languages`, () => {
      // Every …STRINGS export, and any other localized table the module exports (labels by kind…).
      const exported = Object.entries(modules[file]!).filter(
        ([name, value]) => /STRINGS$/.test(name) || (value !== null && typeof value === 'object' && VERSIONS in value),
      );
      expect(exported.length, 'exports a …STRINGS object').toBeGreaterThan(0);
      const findings: Finding[] = [];
      for (const [name, value] of exported) {
        const versions = (value as Record<symbol, { pt: unknown; en: unknown } | undefined>)[VERSIONS];
        if (!versions) {
          findings.push(`${name}: not localized({ pt, en })`);
          continue;
        }
        compare(versions.pt, versions.en, name, findings);
      }
      expect(findings).toEqual([]);
    });
  }
});

describe('localized()', () => {
  const TEXTS = localized({
    pt: { title: 'Salvar', group: { label: 'Rótulo', items: ['um', 'dois'] }, count: (n: number) => `${n} itens` },
    en: { title: 'Save', group: { label: 'Label', items: ['one', 'two'] }, count: (n: number) => `${n} items` },
  });
  const group = TEXTS.group;

  it('reads every text, nested groups and lists included, in the language in use when it is read', () => {
    expect([TEXTS.title, group.label, TEXTS.count(3), group.items.join()]).toEqual(['Salvar', 'Rótulo', '3 itens', 'um,dois']);
    $adminLocale.set('en');
    expect([TEXTS.title, group.label, TEXTS.count(3), group.items.join()]).toEqual(['Save', 'Label', '3 items', 'one,two']);
    expect(TEXTS.group).toBe(group);
  });

  it('finds a key in one language only, and an empty text', () => {
    const findings: Finding[] = [];
    compare({ a: 'Salvar', b: { c: 'x y z' }, d: '' }, { a: 'Save', b: {}, d: 'Dee', e: 'extra' }, 'X', findings);
    expect(findings.sort()).toEqual(['X.b.c: Portuguese only', 'X.d: empty in Portuguese', 'X.e: English only']);
  });
});

describe('categoryLabel()', () => {
  it('names a category in the interface’s language, read when asked', () => {
    expect(categoryLabel('desenvolvimento')).toBe(CATEGORY_LABELS.pt.desenvolvimento);
    $adminLocale.set('en');
    expect(categoryLabel('desenvolvimento')).toBe(CATEGORY_LABELS.en.desenvolvimento);
    expect(CATEGORY_LABELS.en.desenvolvimento).not.toBe(CATEGORY_LABELS.pt.desenvolvimento);
  });
});

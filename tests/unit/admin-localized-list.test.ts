import { afterEach, describe, expect, it } from 'vitest';
import { $adminLocale, localized } from '../../src/admin/lib/i18n.ts';
import { localizedList } from '../../src/admin/lib/localized-list.ts';

const T = localized({ pt: { all: 'Todos', draft: 'Rascunho' }, en: { all: 'All', draft: 'Draft' } });

afterEach(() => $adminLocale.set('pt'));

describe('localizedList', () => {
  it('reads each label in the language in use when shown, keeping the other fields', () => {
    const options = localizedList([
      { value: 'todos', label: () => T.all },
      { value: 'rascunho', label: () => T.draft, icon: 'file' },
    ]);
    expect(options.map((option) => option.label)).toEqual(['Todos', 'Rascunho']);
    $adminLocale.set('en');
    expect(options.map((option) => option.label)).toEqual(['All', 'Draft']);
    expect(options[1]).toEqual({ value: 'rascunho', icon: 'file', label: 'Draft' });
  });
});

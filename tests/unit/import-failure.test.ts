/**
 * An item's failure in the import report (functions/import/failure.ts): a documented code, never
 * PostgreSQL's SQLSTATE, with the constraint or trigger message that tells which rule refused it.
 */
import { describe, expect, it } from 'vitest';
import { itemFailure } from '../../functions/import/failure.ts';
import { IMPORT_REPORT_STRINGS } from '../../src/admin/features/imports/report-strings.ts';
import { VERSIONS } from '../../src/admin/lib/i18n.ts';

/** An error as pg and PGlite raise it: PostgreSQL's fields as own properties. */
const databaseError = (message: string, fields: Record<string, string>) => Object.assign(new Error(message), fields);

describe('itemFailure', () => {
  it('names a unique violation as duplicate, with its table and constraint', () => {
    const error = databaseError('duplicate key value violates unique constraint "articles_idioma_slug_key"', {
      code: '23505',
      table: 'articles',
      constraint: 'articles_idioma_slug_key',
    });
    expect(itemFailure(error)).toEqual({ code: 'duplicate', detail: 'articles: articles_idioma_slug_key' });
  });

  it("names a trigger's RAISE (P0001) as refused_by_database, with the trigger's own message", () => {
    expect(itemFailure(databaseError('the category is closed', { code: 'P0001' }))).toEqual({
      code: 'refused_by_database',
      detail: 'the category is closed',
    });
  });

  it('maps classes: data exceptions, a lost database, a full one, and keeps an unknown SQLSTATE as write_failed', () => {
    expect(itemFailure(databaseError('value too long for type character varying(200)', { code: '22001' }))).toEqual({
      code: 'invalid_item',
    });
    expect(itemFailure(databaseError('null value in column "titulo"', { code: '23502', table: 'articles', column: 'titulo' }))).toEqual({
      code: 'invalid_item',
      detail: 'articles: titulo',
    });
    expect(itemFailure(databaseError('The database worker stopped', { code: '57P02' })).code).toBe('database_unavailable');
    expect(itemFailure(databaseError('could not extend file', { code: '53100' })).code).toBe('database_full');
    expect(itemFailure(databaseError('deadlock detected', { code: '40P01' })).code).toBe('write_conflict');
    expect(itemFailure(databaseError('something odd', { code: 'XX000' }))).toEqual({ code: 'write_failed', detail: 'SQLSTATE XX000' });
  });

  it("keeps the import's own codes and their message; anything else is write_failed with its message", () => {
    expect(itemFailure(Object.assign(new Error('the post has no text or image'), { code: 'empty_body' }))).toEqual({
      code: 'empty_body',
      detail: 'the post has no text or image',
    });
    expect(itemFailure(Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }))).toEqual({
      code: 'write_failed',
      detail: 'no space left on device',
    });
    expect(itemFailure('plain')).toEqual({ code: 'write_failed', detail: 'plain' });
  });

  it('has a text for every code it gives, in both interface languages', () => {
    const codes = [
      'duplicate',
      'missing_reference',
      'refused_by_database',
      'write_conflict',
      'write_timeout',
      'database_unavailable',
      'database_full',
    ];
    const versions = (
      IMPORT_REPORT_STRINGS as unknown as Record<symbol, { pt: { codes: Record<string, string> }; en: { codes: Record<string, string> } }>
    )[VERSIONS]!;
    for (const language of ['pt', 'en'] as const) {
      for (const code of codes) expect(versions[language].codes[code], `${language} ${code}`).toBeTruthy();
    }
    expect(versions.pt.codes.duplicate).not.toBe(versions.en.codes.duplicate);
  });
});

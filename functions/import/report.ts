/**
 * What an import did, or (a dry run) would do: counts by kind, the source's categories with
 * their mapping, and each problem with its source item. Stored as JSON on the import's row and
 * answered by GET /api/admin/imports/:id; problem codes are explained in the administrator's
 * language by the screen (docs/admin-api.md lists them).
 */
import type { Locale } from '../../src/i18n/locales.ts';
import { detached } from './detached.ts';

/** Lists in a report stop at this length (the counts go on): a 100,000-post file keeps a readable report. */
export const REPORT_LIST_LIMIT = 1000;

export interface ReportEntry {
  source_key: string;
  title: string;
  code: string;
  detail?: string;
}

export interface ImportReport {
  source: 'wordpress' | 'ghost';
  dry_run: boolean;
  total: number;
  /** Items of the file that could not be read whole (a field over the limit, a row of the wrong shape). */
  unreadable: number;
  articles: { created: number; updated: number; unchanged: number; skipped: number; failed: number };
  media: { fetched: number; failed: number };
  redirects: { created: number; kept: number; refused: number };
  by_status: Record<string, number>;
  by_language: Partial<Record<Locale, number>>;
  by_category: Record<string, number>;
  categories: Array<{ slug: string; name: string; posts: number; mapped_to: string | null }>;
  translation_groups: number;
  slug_clashes: Array<{ source_key: string; slug: string; resolved_as: string }>;
  unknown_shortcodes: Record<string, number>;
  /**
   * The source's authors as the articles will name them, with their post counts. No member
   * account is made for them (docs/decisions/060): the name is kept on each article.
   */
  authors: Record<string, number>;
  /** Image uses found in the posts (featured and inline); each address is fetched once. */
  media_to_fetch: number;
  skipped: ReportEntry[];
  problems: ReportEntry[];
  imported: Array<{ source_key: string; article_id: string; titulo: string; idioma: Locale; status: string }>;
  /** Lists cut at REPORT_LIST_LIMIT. */
  truncated: boolean;
}

export function emptyReport(source: ImportReport['source'], dryRun: boolean): ImportReport {
  return {
    source,
    dry_run: dryRun,
    total: 0,
    unreadable: 0,
    articles: { created: 0, updated: 0, unchanged: 0, skipped: 0, failed: 0 },
    media: { fetched: 0, failed: 0 },
    redirects: { created: 0, kept: 0, refused: 0 },
    by_status: {},
    by_language: {},
    by_category: {},
    categories: [],
    translation_groups: 0,
    slug_clashes: [],
    unknown_shortcodes: {},
    authors: {},
    media_to_fetch: 0,
    skipped: [],
    problems: [],
    imported: [],
    truncated: false,
  };
}

/**
 * Adds an entry to the report's `skipped` or `problems` list, its texts copied (detached.ts: a
 * title cut from the file does not keep the file's piece alive). Past REPORT_LIST_LIMIT the
 * entry is dropped (the counts go on) and the report says it was cut (`truncated`).
 */
export function noteProblem(report: ImportReport, list: 'skipped' | 'problems', entry: ReportEntry): void {
  if (report[list].length >= REPORT_LIST_LIMIT) {
    report.truncated = true;
    return;
  }
  const kept = { source_key: detached(entry.source_key), title: detached(entry.title), code: entry.code };
  report[list].push(entry.detail === undefined ? kept : { ...kept, detail: detached(entry.detail) });
}

/**
 * The rules between an article, its language, its slug and its translation, as pure
 * functions (unit-tested in tests/unit/admin-article-rules.test.ts). The queries apply them
 * inside a transaction; the database's unique indexes are the last line behind them.
 */
import { slugify } from '../../src/lib/slug.ts';
import type { ArticleStatus } from '../../src/lib/contracts/article-status.ts';
import type { Locale } from '../lib/locale.ts';

export type TranslationState = 'automatica' | 'aguardando';

interface SlugOwner {
  slug: string;
  titulo: string;
  idioma: Locale;
  data_publicacao: Date | string | null;
}

/**
 * The slug an edit needs: `keep` when nothing moves it, else the base to make free in the
 * article's (new) language. Once published, a slug stays, so that links to it keep working;
 * a draft's slug follows its title. A new language puts the article among other slugs, so a
 * published slug is checked there too (and suffixed when taken, as on creation).
 */
export function slugForEdit(before: SlugOwner, after: { titulo: string; idioma: Locale }): { keep: true } | { keep: false; base: string } {
  const published = before.data_publicacao !== null;
  if (before.idioma === after.idioma && (published || before.titulo === after.titulo)) return { keep: true };
  return { keep: false, base: published ? before.slug : slugify(after.titulo) };
}

interface GroupMember {
  id: string;
  idioma: Locale;
}

export type LinkRefusal = 'same_article' | 'same_language' | 'target_has_translation';

/**
 * Why `source` cannot be linked to `target` as its translation, or null when it can.
 * `targetGroup` is every other article already in the target's group. A group holds at most
 * one article per language; the source leaves its own group when it joins the target's.
 */
export function linkRefusal(source: GroupMember, target: GroupMember, targetGroup: readonly GroupMember[]): LinkRefusal | null {
  if (source.id === target.id) return 'same_article';
  if (source.idioma === target.idioma) return 'same_language';
  if (targetGroup.some((member) => member.id !== source.id && member.idioma === source.idioma)) return 'target_has_translation';
  return null;
}

/** An article cannot move to a language its translation group already has. */
export function languageChangeRefused(idioma: Locale, group: readonly GroupMember[]): boolean {
  return group.some((member) => member.idioma === idioma);
}

/**
 * A translation draft is published only once a person has reviewed it: a machine translation
 * unreviewed, or a draft still holding the original's text, must never be shown as translated.
 */
export function publishRefused(status: ArticleStatus, estado: TranslationState | null): boolean {
  return status !== 'rascunho' && estado !== null;
}

/**
 * The status and date a save stores. A schedule in the past publishes at once, dated at its
 * time; a publish keeps the first publication date, except when it ends a schedule (then it
 * is published now). Unscheduling forgets the schedule's time, so a draft that was never
 * public is dated by nothing (and its slug follows its title again).
 */
export function publicationOf(
  requested: { status: ArticleStatus; data_publicacao?: string },
  before: { status: ArticleStatus; data_publicacao: Date | null } | null,
  now: Date,
): { status: ArticleStatus; data_publicacao: Date | null } {
  if (requested.status === 'agendado') {
    const at = new Date(requested.data_publicacao!);
    return at.getTime() <= now.getTime() ? { status: 'publicado', data_publicacao: at } : { status: 'agendado', data_publicacao: at };
  }
  const scheduled = before?.status === 'agendado';
  if (requested.status === 'publicado') return { status: 'publicado', data_publicacao: scheduled ? now : (before?.data_publicacao ?? now) };
  return { status: 'rascunho', data_publicacao: scheduled ? null : (before?.data_publicacao ?? null) };
}

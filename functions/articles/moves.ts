/**
 * What a save does to the redirects table (docs/decisions/023-redirects.md). A published
 * article's page wins over a redirect at its URL. An article that has been public and whose
 * URL changed (an editor chose a new slug, or it moved to the other language) leaves a 301 at
 * each old URL: its own, and the same slug in the other locale (where the site used to build
 * every article, decision 010) unless another article of that language has that slug; the
 * latter leads to the published translation there, as article-redirects.ts does.
 */
import type { Transaction } from 'kysely';
import { otherLocale } from '../../src/i18n/locales.ts';
import { articleUrl } from '../../src/lib/article-links.ts';
import type { ArticleRow, Database } from '../db/schema.ts';
import { clearRedirectFrom, recordMove } from '../redirects/store.ts';

// The columns a move needs, named on the table row itself so that queries.ts (which calls
// articleMoves) is the only one of the two that imports the other.
type Saved = Pick<ArticleRow, 'id' | 'slug' | 'idioma' | 'status' | 'data_publicacao' | 'grupo_traducao'>;

/** Published now, or published before and taken back to a draft (its links are out there). */
function hasBeenPublic(article: Saved): boolean {
  return article.status === 'publicado' || (article.status === 'rascunho' && article.data_publicacao !== null);
}

/** True when a save from `before` to `after` records a move (old URLs answering 301), whatever the article's status now. */
export function recordsMove(before: Saved | null, after: Saved): boolean {
  return before !== null && hasBeenPublic(before) && (before.slug !== after.slug || before.idioma !== after.idioma);
}

export async function articleMoves(tx: Transaction<Database>, before: Saved | null, after: Saved, createdBy: string | null): Promise<void> {
  const url = articleUrl(after);
  if (after.status === 'publicado') await clearRedirectFrom(tx, url);
  if (!before || !recordsMove(before, after)) return;
  const move = { articleId: after.id, createdBy };
  await recordMove(tx, { ...move, from: articleUrl(before), to: url });

  const other = otherLocale(before.idioma);
  const otherPath = articleUrl({ idioma: other, slug: before.slug });
  if (otherPath === url) return;
  const owner = await tx
    .selectFrom('articles')
    .select('id')
    .where('idioma', '=', other)
    .where('slug', '=', before.slug)
    .where('id', '!=', after.id)
    .executeTakeFirst();
  if (owner) return;
  const translation = after.grupo_traducao
    ? await tx
        .selectFrom('articles')
        .select(['idioma', 'slug'])
        .where('grupo_traducao', '=', after.grupo_traducao)
        .where('idioma', '=', other)
        .where('status', '=', 'publicado')
        .where('id', '!=', after.id)
        .executeTakeFirst()
    : undefined;
  await recordMove(tx, { ...move, from: otherPath, to: translation ? articleUrl(translation) : url });
}

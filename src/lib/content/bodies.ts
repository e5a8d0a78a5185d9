/**
 * Article bodies kept out of the server's content snapshot (docs/decisions/090). The body is
 * most of an article's bytes (80% of the snapshot at 100,000 articles) and only its own page
 * shows it, so the snapshot holds each article without it ("lean": `conteudo_html` empty) and
 * what the other pages need of it: its reading time (the cards show it) and a digest (the page
 * plan's key of the article's page follows the body). A build reads the bodies of the pages it
 * renders, a batch at a time, and hands them to the pages with the content (`SiteContent.bodies`).
 *
 * The mark is a property under a Symbol.for key: the server and the separately built page bundle
 * see the same symbol, and JSON.stringify (the content API, the plan's hashes) leaves it out.
 */
import { readingMinutes } from '../reading-time.ts';
import type { PublishedArticle } from './schema.ts';

const LEAN = Symbol.for('site.leanArticleBody');

/** What a lean article keeps of its body. */
export interface LeanBody {
  /** A digest of the body (any change of the text changes it). */
  digest: string;
  /** readingMinutes of the body, as articleReadingMinutes would compute it from the text. */
  minutes: number;
}

type Marked = PublishedArticle & { [LEAN]?: LeanBody };

/** The article without its body, marked with what is kept of it. */
export function leanArticle(article: PublishedArticle, digest: string): PublishedArticle {
  const lean: Marked = { ...article, conteudo_html: '' };
  Object.defineProperty(lean, LEAN, { value: { digest, minutes: readingMinutes(article.conteudo_html) }, enumerable: true });
  return lean;
}

/** What a lean article kept of its body; undefined for an article that has it. */
export function leanBodyOf(article: PublishedArticle): LeanBody | undefined {
  return (article as Marked)[LEAN];
}

/** Bodies by article id, read for the pages being rendered. */
export type ArticleBodies = ReadonlyMap<string, string>;

export class MissingBodyError extends Error {
  override name = 'MissingBodyError';
}

/**
 * The body an article's page shows: its own, or (a lean article) the one read for this render.
 * A lean article whose body was not read is an error, never an empty page.
 */
export function articleBodyIn(bodies: ArticleBodies | undefined, article: PublishedArticle): string {
  if (!leanBodyOf(article)) return article.conteudo_html;
  const body = bodies?.get(article.id);
  if (body === undefined) throw new MissingBodyError(`the body of article ${article.id} was not read for its page`);
  return body;
}

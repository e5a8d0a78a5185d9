/**
 * When an article's body counts as written: the editor checks it before sending, the server
 * after sanitizing (functions/articles/sanitize.ts) and on a machine translation. One rule on
 * both sides of the line, so the form never accepts what the API refuses.
 */

/** True when the HTML has words or an image once tags are gone (an empty editor gives `<p></p>`). */
export function hasContent(html: string): boolean {
  return (
    /<img\s/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim().length > 0
  );
}

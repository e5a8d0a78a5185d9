/**
 * The article's newsletter switch (issue 28): on by default; publishing mails the newsletter of
 * the article's language once. Turned off before publishing, nothing is mailed. Once the article
 * was sent, or published without a send (even if unpublished since), the switch is shown
 * disabled with the reason (a newsletter goes out on the first publish only). Editors and administrators only: authors do
 * not publish. A new article has no id yet: the card says how to keep it from being sent.
 */
import { toast } from 'sonner';
import { CARD_CLASS, HINT_CLASS } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { useNewsletterOption, useSetNewsletterOption } from '../api/newsletter-option.ts';
import { ARTICLE_NEWSLETTER_STRINGS as S } from '../newsletter-strings.ts';

interface Props {
  /** The stored article; none on the new-article page. */
  article?: { id: string; status: string; idioma: string };
  /** The language chosen in the form. */
  language: string;
}

export default function NewsletterCard({ article, language }: Props) {
  const role = useCurrentMember()?.role;
  if (role !== 'admin' && role !== 'editor') return null;
  return (
    <section className={CARD_CLASS} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="text-h3 text-ink">
        {S.title}
      </h2>
      {article ? <Switch article={article} language={language} /> : <p className={HINT_CLASS}>{S.newArticle}</p>}
    </section>
  );
}

function Switch({ article, language }: { article: NonNullable<Props['article']>; language: string }) {
  const option = useNewsletterOption(article.id);
  const change = useSetNewsletterOption(article.id);
  if (option.isPending) return <LoadingState label={S.loading} />;
  if (option.isError) {
    return (
      <p role="alert" className="mt-2 text-sm text-accent">
        {S.loadError} {errorMessage(option.error)}
      </p>
    );
  }
  const { sent } = option.data;
  // The click shows at once; the stored answer replaces it (or puts it back after an error).
  const on = change.isPending ? change.variables : option.data.send_on_publish;
  // Published now, or once before and unpublished since: a new publish would be a republish, never sent.
  const published = article.status === 'publicado' || option.data.published_before;
  const locked = sent || published;
  const reason = sent ? S.sent : published ? S.publishedWithout : on ? S.hint(S.languages[language] ?? language) : S.off;
  return (
    <>
      <label className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={sent || (on && !published)}
          disabled={locked || change.isPending}
          aria-describedby="newsletter-reason"
          onChange={(event) =>
            change.mutate(event.target.checked, {
              onSuccess: (saved) => toast.success(S.saved(saved.send_on_publish)),
              onError: (error) => toast.error(S.saveError, { description: errorMessage(error) }),
            })
          }
        />
        {S.toggle}
      </label>
      <p id="newsletter-reason" className={HINT_CLASS}>
        {reason}
      </p>
    </>
  );
}

/**
 * Where an article stands in the review queue. An editor sees a submitted draft's request and
 * sends it back with a note (publishing is the actions card's button); its author sees that it
 * waits, or the editor's note once it came back.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { ARTICLE_LIMITS } from '../../../../lib/contracts/article.ts';
import { CARD_CLASS, INPUT_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import type { Article } from '../api/article-schemas.ts';
import { useReturnToAuthor } from '../api/return-to-author.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

export default function ReviewCard({ article }: { article: Article }) {
  const id = useId();
  const role = useCurrentMember()?.role;
  const send = useReturnToAuthor();
  const [nota, setNota] = useState('');
  const [missing, setMissing] = useState(false);
  const isEditor = role === 'admin' || role === 'editor';
  const submitted = article.revisao_solicitada_em;
  const returned = !submitted && article.revisao_devolvida_em ? article.revisao_devolvida_em : null;
  if (!submitted && !returned) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nota.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate(
      { id: article.id, nota: nota.trim() },
      {
        onSuccess: () => {
          toast.success(S.returnedToast, { description: article.titulo });
          setNota('');
        },
        onError: (error) => toast.error(S.returnError, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <section className={CARD_CLASS} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-h3 text-ink">
        {S.reviewTitle}
      </h2>
      {submitted ? (
        <p className="mt-1 text-sm text-ink-soft">
          {isEditor ? S.reviewWaitingEditor(formatDateTime(submitted)) : S.reviewWaitingAuthor(formatDateTime(submitted))}
        </p>
      ) : (
        <div role="status" className="mt-2 rounded-xl bg-accent-soft p-3 text-sm text-ink ring-1 ring-accent/30">
          <p className="font-semibold text-accent">{S.reviewReturned(formatDateTime(returned!))}</p>
          {article.revisao_nota && <p className="mt-1 whitespace-pre-line">{article.revisao_nota}</p>}
        </div>
      )}
      {submitted && isEditor && (
        // Not a <form>: this card sits inside the article's form.
        <div className="mt-4" aria-busy={send.isPending}>
          <FormField id={`${id}-nota`} label={S.returnNote} hint={S.returnNoteHint} error={missing ? S.returnNoteMissing : undefined}>
            <textarea
              id={`${id}-nota`}
              rows={3}
              maxLength={ARTICLE_LIMITS.revisao_nota}
              value={nota}
              onChange={(event) => setNota(event.target.value)}
              aria-invalid={missing ? true : undefined}
              aria-describedby={describedBy(`${id}-nota`, true, missing)}
              className={`${INPUT_CLASS} resize-y`}
            />
          </FormField>
          <button type="button" className={`${SECONDARY_BUTTON} mt-3 w-full`} disabled={send.isPending} onClick={submit}>
            {send.isPending && <Spinner className="size-4" />}
            {send.isPending ? S.returning : S.returnToAuthor}
          </button>
        </div>
      )}
    </section>
  );
}

/**
 * A draft's or scheduled article's secret preview links (docs/decisions/031): "Pré-visualizar"
 * makes one and shows it once (copy or open it), and the open links are listed with their
 * expiry and a "Revogar" button.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import CopyButton from '../../../components/copy-button.tsx';
import { CARD_CLASS, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from '../api/preview-links.ts';
import { ARTICLE_STRINGS as S } from '../strings.ts';

export default function PreviewsCard({ articleId }: { articleId: string }) {
  const links = usePreviewLinks(articleId);
  const create = useCreatePreviewLink(articleId);
  const revoke = useRevokePreviewLink(articleId);
  const [made, setMade] = useState<{ id: string; link: string } | null>(null);
  const shownLink = made && links.data?.some((link) => link.id === made.id) !== false ? made : null;

  return (
    <section className={CARD_CLASS} aria-labelledby="previews-title">
      <h2 id="previews-title" className="text-h3 text-ink">
        {S.previewTitle}
      </h2>
      <p id="previews-lead" className="mt-2 text-sm text-ink-soft">
        {S.previewLead}
      </p>
      <button
        type="button"
        className={`${SECONDARY_BUTTON} mt-4 w-full`}
        disabled={create.isPending}
        aria-describedby="previews-lead"
        onClick={() =>
          create.mutate(undefined, {
            onSuccess: ({ preview, link }) => setMade({ id: preview.id, link }),
            onError: (error) => toast.error(S.previewCreateError, { description: errorMessage(error) }),
          })
        }
      >
        {create.isPending && <Spinner className="size-4" />}
        {create.isPending ? S.previewCreating : S.previewCreate}
      </button>

      {shownLink && (
        <div className="mt-4" role="status">
          <label htmlFor="preview-link" className={LABEL_CLASS}>
            {S.previewNew}
          </label>
          <input
            id="preview-link"
            readOnly
            value={shownLink.link}
            className={`${INPUT_CLASS} mt-1.5 text-sm`}
            onFocus={(event) => event.target.select()}
          />
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <CopyButton text={shownLink.link} label={S.previewCopy} copiedLabel={S.previewCopied} />
            <a href={shownLink.link} target="_blank" rel="noopener noreferrer" className="text-link font-semibold">
              {S.previewOpen}
              <span className="sr-only"> {S.previewNewTab}</span>
            </a>
          </div>
        </div>
      )}

      <h3 className="mt-5 border-t border-line pt-4 font-semibold text-ink">{S.previewActive}</h3>
      {links.isPending ? (
        <LoadingState label={S.previewLoading} />
      ) : links.isError ? (
        <p role="alert" className="mt-2 text-sm text-accent">
          {S.previewLoadError}: {errorMessage(links.error)}
        </p>
      ) : links.data.length === 0 ? (
        <p className={HINT_CLASS}>{S.previewNone}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line text-sm" aria-label={S.previewActive}>
          {links.data.map((link) => {
            const expires = formatDateTime(link.expires_at);
            return (
              <li key={link.id} className="flex items-start justify-between gap-2 py-2">
                <div className="min-w-0">
                  <p className="text-ink">{S.previewExpires(expires)}</p>
                  <p className="text-ink-soft">
                    {S.previewBy(formatDateTime(link.created_at), link.autor_nome || link.autor_email || '—')}
                  </p>
                </div>
                <button
                  type="button"
                  className="text-link shrink-0 font-semibold"
                  aria-label={S.previewRevokeLabel(expires)}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () => toast.success(S.previewRevoked),
                      onError: (error) => toast.error(S.previewRevokeError, { description: errorMessage(error) }),
                    })
                  }
                >
                  {S.previewRevoke}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

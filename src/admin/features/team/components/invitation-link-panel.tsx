/** The new invitation's one-time link, shown this once (focus moves here so screen readers hear it). */
import { useEffect, useRef } from 'react';
import CopyButton from '../../../components/copy-button.tsx';
import { SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { TEAM_STRINGS as S } from '../strings.ts';

export default function InvitationLinkPanel({
  email,
  link,
  mailed,
  onDismiss,
}: {
  email: string;
  link: string;
  mailed: boolean;
  onDismiss: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="invitation-link-title" className="rounded-card bg-cat-dinheiro-soft p-5 ring-1 ring-cat-dinheiro/30 sm:p-6">
      <h2 id="invitation-link-title" ref={headingRef} tabIndex={-1} className="text-h3 text-ink">
        {S.linkTitle(email)}
      </h2>
      <p className="mt-1 font-semibold text-cat-dinheiro">{S.linkOnce}</p>
      <p className="mt-1 text-sm text-ink">{mailed ? S.linkMailed : S.linkNotMailed}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <code
          data-testid="invitation-link"
          className="min-w-0 flex-1 basis-64 rounded-xl bg-surface px-3.5 py-2.5 font-mono text-sm break-all text-ink ring-1 ring-line-strong"
        >
          {link}
        </code>
        <CopyButton text={link} label={S.copy} copiedLabel={S.copied} />
      </div>
      <button type="button" className={`${SECONDARY_BUTTON} mt-5`} onClick={onDismiss}>
        <Icon name="check" className="size-4" />
        {S.done}
      </button>
    </section>
  );
}

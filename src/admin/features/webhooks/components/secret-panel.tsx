/** The new webhook's signing secret, shown this once, with how receivers verify deliveries. */
import { useEffect, useId, useRef } from 'react';
import CopyButton from '../../../components/copy-button.tsx';
import { SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import { WEBHOOK_STRINGS as S } from '../strings.ts';

export default function SecretPanel({ name, secret, onDismiss }: { name: string; secret: string; onDismiss: () => void }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-card bg-cat-dinheiro-soft p-5 ring-1 ring-cat-dinheiro/30 sm:p-6">
      <div className="flex items-start gap-3">
        <Icon name="key" className="mt-1 size-5 shrink-0 text-cat-dinheiro" />
        <div className="min-w-0 flex-1">
          <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="text-h3 text-ink">
            {S.secretTitle(name)}
          </h2>
          <p className="mt-1 font-semibold text-cat-dinheiro">{S.secretOnce}</p>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <code className="min-w-0 flex-1 basis-64 rounded-xl bg-surface px-3.5 py-2.5 font-mono text-sm break-all text-ink ring-1 ring-line-strong">
              {secret}
            </code>
            <CopyButton text={secret} label={S.secretCopy} copiedLabel={S.secretCopied} />
          </div>
          <p className="mt-4 text-sm text-ink">{S.secretExplain}</p>
          <button type="button" className={`${SECONDARY_BUTTON} mt-5`} onClick={onDismiss}>
            <Icon name="check" className="size-4" />
            {S.secretDone}
          </button>
        </div>
      </div>
    </section>
  );
}

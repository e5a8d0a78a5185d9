/** The event names deliveries carry, so a receiver knows what to expect. */
import { useId } from 'react';
import { CARD_CLASS } from '../../../components/field-styles.ts';
import { WEBHOOK_STRINGS as S } from '../strings.ts';

export default function EventsCard() {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className={CARD_CLASS}>
      <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
        {S.eventsTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{S.eventsLead}</p>
      <dl className="mt-4 space-y-3">
        {S.events.map(([name, meaning]) => (
          <div key={name}>
            <dt>
              <code className="rounded bg-sand px-1.5 py-0.5 font-mono text-sm text-ink">{name}</code>
            </dt>
            <dd className="mt-0.5 text-sm text-ink-soft">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The marketplaces with the site's tracking ID in each, and the country → store map. Editors
 * see them; only administrators save (the server checks: docs/admin-api.md, Roles).
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { useCountryMap, useMarketplaces, useSaveCountryMap, useSaveTrackingId, type Marketplace } from '../api/destinations.ts';
import { GEO_STRINGS as S } from '../geo-strings.ts';
import { mapToText, textToMap } from '../lib/country-map-text.ts';

function TrackingIdRow({ market, canEdit }: { market: Marketplace; canEdit: boolean }) {
  const [value, setValue] = useState(market.tracking_id ?? '');
  const save = useSaveTrackingId();
  const id = useId();
  return (
    <li className="flex flex-wrap items-end gap-3 py-3">
      <div className="min-w-48 flex-1">
        <label htmlFor={id} className={LABEL_CLASS}>
          {S.trackingId(market.domain)} · <span className="font-normal text-ink-soft">{market.active ? S.active : S.inactive}</span>
        </label>
        <input
          id={id}
          className={`${INPUT_CLASS} mt-1.5`}
          value={value}
          readOnly={!canEdit}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      {canEdit && (
        <button
          type="button"
          className={SECONDARY_BUTTON}
          aria-label={S.saveTrackingId(market.domain)}
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { domain: market.domain, tracking_id: value.trim() },
              {
                onSuccess: () => toast.success(S.trackingSaved),
                onError: (error) => toast.error(S.trackingError, { description: errorMessage(error) }),
              },
            )
          }
        >
          {S.saveShort}
        </button>
      )}
    </li>
  );
}

function CountryMapEditor({ map, canEdit }: { map: Record<string, string | string[]>; canEdit: boolean }) {
  const [text, setText] = useState(() => mapToText(map));
  const save = useSaveCountryMap();
  const id = useId();
  const onSave = () => {
    const parsed = textToMap(text);
    if ('badLine' in parsed) {
      toast.error(S.mapError, { description: S.mapLineError(parsed.badLine) });
      return;
    }
    save.mutate(parsed.map, {
      onSuccess: () => toast.success(S.mapSaved),
      onError: (error) => toast.error(S.mapError, { description: errorMessage(error) }),
    });
  };
  return (
    <div className="mt-6">
      <h3 className="text-lg text-brand-strong">{S.mapTitle}</h3>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {S.mapLead}
      </p>
      <label htmlFor={id} className={`${LABEL_CLASS} mt-3`}>
        {S.mapLabel}
      </label>
      <textarea
        id={id}
        rows={10}
        aria-describedby={`${id}-hint`}
        className={`${INPUT_CLASS} mt-1.5 font-mono`}
        value={text}
        readOnly={!canEdit}
        onChange={(event) => setText(event.target.value)}
      />
      {canEdit && (
        <button type="button" className={`${PRIMARY_BUTTON} mt-3`} onClick={onSave} disabled={save.isPending}>
          {S.saveMap}
        </button>
      )}
    </div>
  );
}

export default function StoresPanel() {
  const member = useCurrentMember();
  const canEdit = member?.role === 'admin';
  const marketplaces = useMarketplaces();
  const countries = useCountryMap();
  return (
    <section aria-labelledby="stores-title" className={CARD_CLASS}>
      <h2 id="stores-title" className="text-h3 text-brand-strong">
        {S.marketplacesTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {S.marketplacesLead}
        {!canEdit && ` ${S.adminOnly}`}
      </p>
      {marketplaces.isPending || countries.isPending ? (
        <LoadingState label={S.marketplacesTitle} />
      ) : marketplaces.isError || countries.isError ? (
        <LoadError title={S.loadError} error={marketplaces.error ?? countries.error} onRetry={() => void marketplaces.refetch()} />
      ) : (
        <>
          <ul className="mt-2 divide-y divide-line">
            {marketplaces.data.marketplaces.map((market) => (
              <TrackingIdRow key={`${market.domain}:${market.tracking_id ?? ''}`} market={market} canEdit={canEdit} />
            ))}
          </ul>
          <CountryMapEditor key={JSON.stringify(countries.data.map)} map={countries.data.map} canEdit={canEdit} />
        </>
      )}
    </section>
  );
}

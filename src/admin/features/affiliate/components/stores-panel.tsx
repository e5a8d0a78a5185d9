/**
 * The marketplaces with the site's tracking ID in each, and the country → store map. Editors
 * see them; only administrators save (the server checks: docs/admin-api.md, Roles).
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { useCountryMap, useMarketplaces, useSaveCountryMap, type Marketplace } from '../api/destinations.ts';
import { useCreateMarketplace, useDeleteMarketplace, useUpdateMarketplace, type MarketplaceDraft } from '../api/marketplaces.ts';
import { GEO_STRINGS as S } from '../geo-strings.ts';
import { STORE_STRINGS as T } from '../store-strings.ts';
import { mapToText, textToMap } from '../lib/country-map-text.ts';

/** One store: the site's tracking ID there and its disclosure per language, saved together; an administrator may delete it. */
function MarketplaceRow({ market, canEdit, onDelete }: { market: Marketplace; canEdit: boolean; onDelete: (market: Marketplace) => void }) {
  const [value, setValue] = useState(market.tracking_id ?? '');
  const [disclosure, setDisclosure] = useState(market.disclosure);
  const save = useUpdateMarketplace();
  const id = useId();
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-end gap-3">
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
          <>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              aria-label={S.saveTrackingId(market.domain)}
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  { domain: market.domain, tracking_id: value, disclosure },
                  {
                    onSuccess: () => toast.success(S.trackingSaved),
                    onError: (error) => toast.error(S.trackingError, { description: errorMessage(error) }),
                  },
                )
              }
            >
              {S.saveShort}
            </button>
            <button type="button" className={SECONDARY_BUTTON} aria-label={T.remove(market.domain)} onClick={() => onDelete(market)}>
              {T.removeShort}
            </button>
          </>
        )}
      </div>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm text-ink-soft">
          {T.disclosure} · {market.domain}
        </summary>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <DisclosureField
            label={`${T.disclosurePt} · ${market.domain}`}
            value={disclosure.pt}
            readOnly={!canEdit}
            onChange={(pt) => setDisclosure((current) => ({ ...current, pt }))}
          />
          <DisclosureField
            label={`${T.disclosureEn} · ${market.domain}`}
            value={disclosure.en}
            readOnly={!canEdit}
            onChange={(en) => setDisclosure((current) => ({ ...current, en }))}
          />
        </div>
      </details>
    </li>
  );
}

function DisclosureField({
  label,
  value,
  readOnly,
  onChange,
}: {
  label: string;
  value: string;
  readOnly: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <textarea
        id={id}
        rows={2}
        maxLength={500}
        className={`${INPUT_CLASS} mt-1.5`}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

const EMPTY_DRAFT: MarketplaceDraft = { domain: '', tracking_id: '', disclosure: { en: '', pt: '' } };

/** A new store: its domain, the site's tracking ID there (optional: inactive until entered) and its disclosures. */
function AddMarketplaceForm() {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const create = useCreateMarketplace();
  const domainId = useId();
  const tagId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(draft, {
      onSuccess: ({ marketplace }) => {
        toast.success(T.added(marketplace.domain));
        setDraft(EMPTY_DRAFT);
      },
      onError: (error) => toast.error(T.addError, { description: errorMessage(error) }),
    });
  };
  return (
    <form className="mt-4 rounded-xl border border-line p-4" onSubmit={onSubmit} aria-labelledby={`${domainId}-title`}>
      <h3 id={`${domainId}-title`} className="text-lg text-brand-strong">
        {T.addTitle}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={domainId} className={LABEL_CLASS}>
            {T.domain}
          </label>
          <input
            id={domainId}
            required
            className={`${INPUT_CLASS} mt-1.5`}
            value={draft.domain}
            onChange={(event) => setDraft({ ...draft, domain: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={tagId} className={LABEL_CLASS}>
            {T.trackingIdOptional}
          </label>
          <input
            id={tagId}
            className={`${INPUT_CLASS} mt-1.5`}
            value={draft.tracking_id}
            onChange={(event) => setDraft({ ...draft, tracking_id: event.target.value })}
          />
        </div>
        <DisclosureField
          label={T.disclosurePt}
          value={draft.disclosure.pt}
          readOnly={false}
          onChange={(pt) => setDraft({ ...draft, disclosure: { ...draft.disclosure, pt } })}
        />
        <DisclosureField
          label={T.disclosureEn}
          value={draft.disclosure.en}
          readOnly={false}
          onChange={(en) => setDraft({ ...draft, disclosure: { ...draft.disclosure, en } })}
        />
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON} mt-3`} disabled={create.isPending}>
        {T.add}
      </button>
    </form>
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
  const remove = useDeleteMarketplace();
  const [toDelete, setToDelete] = useState<Marketplace | null>(null);
  const confirmDelete = () => {
    const market = toDelete;
    if (!market) return;
    // A store the map or a product uses is refused by the server, which says which and why.
    remove.mutate(market.domain, {
      onSuccess: () => toast.success(T.removed(market.domain)),
      onError: (error) => toast.error(T.removeError, { description: errorMessage(error) }),
      onSettled: () => setToDelete(null),
    });
  };
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
              <MarketplaceRow
                key={`${market.domain}:${market.tracking_id ?? ''}:${JSON.stringify(market.disclosure)}`}
                market={market}
                canEdit={canEdit}
                onDelete={setToDelete}
              />
            ))}
          </ul>
          {canEdit && <AddMarketplaceForm />}
          <CountryMapEditor key={JSON.stringify(countries.data.map)} map={countries.data.map} canEdit={canEdit} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? T.confirmTitle(toDelete.domain) : ''}
        description={T.confirmText}
        confirmLabel={T.confirmRemove}
        busyLabel={T.removing}
        busy={remove.isPending}
        cancelLabel={T.cancel}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}

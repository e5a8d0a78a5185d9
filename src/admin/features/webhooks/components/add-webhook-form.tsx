/** Nome, URL and an optional Descrição; the server refuses addresses that cannot receive. */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateWebhook } from '../api/create-webhook.ts';
import { WEBHOOK_LIMITS, type Webhook } from '../api/webhook-schemas.ts';
import { WEBHOOK_STRINGS as S } from '../strings.ts';

export default function AddWebhookForm({ onCreated }: { onCreated: (webhook: Webhook, secret: string) => void }) {
  const id = useId();
  const create = useCreateWebhook();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [missing, setMissing] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!name.trim() || !url.trim()) {
      setMissing(true);
      toast.error(S.required);
      (name.trim() ? urlRef : nameRef).current?.focus();
      return;
    }
    setMissing(false);
    create.mutate(
      { name: name.trim(), url: url.trim(), description: description.trim() },
      {
        onSuccess: ({ webhook, secret }) => {
          toast.success(S.added, { description: webhook.name });
          setName('');
          setUrl('');
          setDescription('');
          onCreated(webhook, secret);
        },
        onError: (error) => toast.error(S.addError, { description: errorMessage(error) }),
      },
    );
  };

  const nameError = missing && !name.trim() ? S.required : undefined;
  const urlError = missing && !url.trim() ? S.required : undefined;
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={create.isPending} className={CARD_CLASS}>
      <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
        {S.addTitle}
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <FormField id={`${id}-name`} label={S.name} required error={nameError}>
          <input
            ref={nameRef}
            id={`${id}-name`}
            value={name}
            maxLength={WEBHOOK_LIMITS.name}
            placeholder={S.namePlaceholder}
            onChange={(event) => setName(event.target.value)}
            aria-required="true"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={describedBy(`${id}-name`, false, Boolean(nameError))}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField id={`${id}-url`} label={S.url} required hint={S.urlHint} error={urlError}>
          <input
            ref={urlRef}
            id={`${id}-url`}
            type="url"
            inputMode="url"
            value={url}
            maxLength={WEBHOOK_LIMITS.url}
            placeholder={S.urlPlaceholder}
            onChange={(event) => setUrl(event.target.value)}
            aria-required="true"
            aria-invalid={urlError ? true : undefined}
            aria-describedby={describedBy(`${id}-url`, true, Boolean(urlError))}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField
          id={`${id}-description`}
          label={
            <>
              {S.description} <span className="font-normal text-ink-soft">{S.optional}</span>
            </>
          }
          className="md:col-span-2"
        >
          <textarea
            id={`${id}-description`}
            value={description}
            rows={2}
            maxLength={WEBHOOK_LIMITS.description}
            onChange={(event) => setDescription(event.target.value)}
            className={INPUT_CLASS}
          />
        </FormField>
      </div>
      <div className="mt-6 flex justify-end">
        <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : <Icon name="plus" className="size-4" />}
          {create.isPending ? S.adding : S.add}
        </button>
      </div>
    </form>
  );
}

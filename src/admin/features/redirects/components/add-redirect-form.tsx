/**
 * De, Para and 301/302. The shared schema (src/lib/contracts/redirect.ts) checks the paths
 * before sending; the server refuses loops and chains with a message that says what to do,
 * shown under the form as well as in a toast.
 */
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { isReservedPath, redirectInputSchema, type RedirectStatus } from '../../../../lib/contracts/redirect.ts';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import Icon from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateRedirect } from '../api/create-redirect.ts';
import { REDIRECT_STRINGS as S } from '../strings.ts';

type Field = 'from_path' | 'to_path';

/** What is wrong with the typed paths before asking the server, per field. */
function localErrors(from: string, to: string): Partial<Record<Field, string>> {
  const parsed = redirectInputSchema.safeParse({ from_path: from, to_path: to });
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'from_path' || field === 'to_path') errors[field] ??= S.pathInvalid;
    }
    return errors;
  }
  const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';
  if (isReservedPath(trimmed(parsed.data.from_path))) errors.from_path = S.reservedPath;
  else if (trimmed(parsed.data.from_path) === trimmed(parsed.data.to_path)) errors.to_path = S.samePath;
  return errors;
}

export default function AddRedirectForm() {
  const id = useId();
  const create = useCreateRedirect();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<RedirectStatus>(301);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = localErrors(from, to);
    setErrors(found);
    setRefusal(null);
    if (found.from_path || found.to_path) {
      document.getElementById(found.from_path ? `${id}-from` : `${id}-to`)?.focus();
      return;
    }
    create.mutate(
      { from_path: from.trim(), to_path: to.trim(), status },
      {
        onSuccess: ({ redirect }) => {
          toast.success(S.added, { description: `${redirect.from_path} → ${redirect.to_path}` });
          setFrom('');
          setTo('');
          setStatus(301);
        },
        onError: (error) => {
          setRefusal(errorMessage(error));
          toast.error(S.addError, { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={create.isPending} className={CARD_CLASS}>
      <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
        {S.addTitle}
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_12rem]">
        <FormField id={`${id}-from`} label={S.from} required hint={S.fromHint} error={errors.from_path}>
          <input
            id={`${id}-from`}
            value={from}
            maxLength={1000}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={S.fromPlaceholder}
            onChange={(event) => setFrom(event.target.value)}
            aria-required="true"
            aria-invalid={errors.from_path ? true : undefined}
            aria-describedby={describedBy(`${id}-from`, true, Boolean(errors.from_path))}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField id={`${id}-to`} label={S.to} required hint={S.toHint} error={errors.to_path}>
          <input
            id={`${id}-to`}
            value={to}
            maxLength={1000}
            autoCapitalize="none"
            spellCheck={false}
            placeholder={S.toPlaceholder}
            onChange={(event) => setTo(event.target.value)}
            aria-required="true"
            aria-invalid={errors.to_path ? true : undefined}
            aria-describedby={describedBy(`${id}-to`, true, Boolean(errors.to_path))}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField id={`${id}-status`} label={S.status} hint={S.statusHint}>
          <select
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value === '302' ? 302 : 301)}
            aria-describedby={describedBy(`${id}-status`, true, false)}
            className={INPUT_CLASS}
          >
            <option value="301">{S.permanent}</option>
            <option value="302">{S.temporary}</option>
          </select>
        </FormField>
      </div>
      {refusal && (
        <p role="alert" className="mt-4 rounded-xl bg-accent-soft p-3 text-sm text-ink ring-1 ring-accent/30">
          {refusal}
        </p>
      )}
      <div className="mt-6 flex justify-end">
        <button type="submit" className={PRIMARY_BUTTON} disabled={create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : <Icon name="plus" className="size-4" />}
          {create.isPending ? S.adding : S.add}
        </button>
      </div>
    </form>
  );
}

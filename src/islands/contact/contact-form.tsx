/**
 * The contact form: checked in the browser with the server's own rules (src/lib/contact-form.ts)
 * and again by the server. Success clears it and says so in a toast; a failure keeps every
 * word typed and shows the server's message in a destructive toast.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Locale } from '../../i18n/locales.ts';
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  EMPTY_CONTACT,
  contactFieldProblem,
  contactRequestBody,
  fieldsFromIssues,
  firstInvalidField,
  readContactSent,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactProblem,
  type ContactValues,
} from '../../lib/contact-form.ts';
import { fillString } from '../../lib/island-strings.ts';
import { ApiRequestError, apiRequest } from '../../lib/site-api.ts';
import type { ContactStrings } from './contact-strings.ts';

const CONTACT_PATH = '/api/functions/send-contact-email';

/** A field the server refused without our rules having caught it. */
type FieldError = ContactProblem | 'server';

interface Props {
  locale: Locale;
  strings: ContactStrings;
}

export default function ContactForm({ locale, strings }: Props) {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, FieldError>>>({});
  const [attempted, setAttempted] = useState(false);
  const [sending, setSending] = useState(false);
  // A submit before hydration would be a plain GET carrying the message in the URL.
  const [ready, setReady] = useState(false);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  useEffect(() => {
    // Keep whatever was typed before the island came to life.
    const typed = { ...EMPTY_CONTACT };
    for (const field of CONTACT_FIELDS) typed[field] = fields.current[field]?.value ?? '';
    setValues(typed);
    setReady(true);
  }, []);

  const message = (field: ContactField, error: FieldError): string => {
    switch (error) {
      case 'required':
        return strings[`contact.error.required.${field}`];
      case 'email':
        return strings['contact.error.email'];
      case 'lineBreak':
        return strings['contact.error.lineBreak'];
      case 'tooLong':
        return fillString(strings['contact.error.tooLong'], { max: CONTACT_LIMITS[field], count: values[field].trim().length });
      case 'server':
        return strings['contact.error.server'];
    }
  };

  const update = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // After a first attempt, messages follow the text as it is corrected.
    if (attempted) setErrors((current) => ({ ...current, [field]: contactFieldProblem(field, value) }));
  };

  const focusField = (field: ContactField | undefined) => {
    if (field) fields.current[field]?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    const found: ContactErrors = validateContact(values);
    setErrors(found);
    if (firstInvalidField(found)) {
      focusField(firstInvalidField(found));
      return;
    }
    setSending(true);
    try {
      await apiRequest(CONTACT_PATH, {
        locale,
        method: 'POST',
        body: contactRequestBody(values, locale),
        fallbackMessage: strings['contact.toast.errorFallback'],
        read: readContactSent,
      });
      setValues(EMPTY_CONTACT);
      setErrors({});
      setAttempted(false);
      toast.success(strings['contact.toast.successTitle'], { description: strings['contact.toast.successText'] });
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error : undefined;
      const refused = fieldsFromIssues(failure?.issues ?? []);
      if (refused.length) {
        setErrors(Object.fromEntries(refused.map((field) => [field, 'server'])));
        focusField(refused[0]);
      }
      toast.error(strings['contact.toast.errorTitle'], {
        description: failure?.fromServer || failure?.code === 'unreachable' ? failure.message : strings['contact.toast.errorFallback'],
      });
    } finally {
      setSending(false);
    }
  };

  const fieldProps = (field: ContactField) => {
    const error = errors[field];
    return {
      id: `${id}-${field}`,
      name: field,
      value: values[field],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby':
        [error ? `${id}-${field}-error` : '', field === 'message' ? `${id}-message-count` : ''].filter(Boolean).join(' ') || undefined,
      onChange: (event: { target: { value: string } }) => update(field, event.target.value),
      className:
        'w-full rounded-xl border bg-surface px-4 py-3 text-ink shadow-[inset_0_1px_2px_rgb(28_36_32/0.04)] transition-colors placeholder:text-ink-soft/70 focus:border-brand ' +
        (error ? 'border-accent ring-1 ring-accent' : 'border-line-strong'),
    };
  };

  const label = (field: ContactField) => (
    <label htmlFor={`${id}-${field}`} className="mb-1.5 block font-semibold text-ink">
      {strings[`contact.field.${field}`]}
    </label>
  );

  const errorText = (field: ContactField) => {
    const error = errors[field];
    return error ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-accent" data-field-error={field}>
        <svg
          className="mt-0.5 size-4 shrink-0"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M12 8v5M12 16.5h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Z" />
        </svg>
        {message(field, error)}
      </p>
    ) : null;
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending || undefined} className="grid gap-5 sm:grid-cols-2">
      <div>
        {label('name')}
        <input
          {...fieldProps('name')}
          ref={(element) => {
            fields.current.name = element;
          }}
          type="text"
          autoComplete="name"
        />
        {errorText('name')}
      </div>
      <div>
        {label('email')}
        <input
          {...fieldProps('email')}
          ref={(element) => {
            fields.current.email = element;
          }}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
        />
        {errorText('email')}
      </div>
      <div className="sm:col-span-2">
        {label('subject')}
        <input
          {...fieldProps('subject')}
          ref={(element) => {
            fields.current.subject = element;
          }}
          type="text"
        />
        {errorText('subject')}
      </div>
      <div className="sm:col-span-2">
        {label('message')}
        <textarea
          {...fieldProps('message')}
          ref={(element) => {
            fields.current.message = element;
          }}
          rows={7}
          className={`${fieldProps('message').className} min-h-40 resize-y`}
        />
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {errorText('message') ?? <span />}
          <p
            id={`${id}-message-count`}
            className={values.message.trim().length > CONTACT_LIMITS.message ? 'text-sm font-medium text-accent' : 'text-sm text-ink-soft'}
          >
            {fillString(strings['contact.counter'], { count: values.message.trim().length, max: CONTACT_LIMITS.message })}
          </p>
        </div>
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto"
          disabled={!ready || sending}
        >
          {sending && (
            <svg className="size-5 animate-spin" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          )}
          {sending ? strings['contact.sending'] : strings['contact.submit']}
        </button>
      </div>
    </form>
  );
}

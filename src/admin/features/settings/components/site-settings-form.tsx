/**
 * The site's facts: its name, tagline and social profiles, contact details, the home page's statistics band and the footer's year.
 * The server checks everything again (400 with each field's issue, shown beside it).
 */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  LIVE_STAT_SOURCES,
  MAX_SOCIAL_PROFILES,
  STAT_KEYS,
  type SiteSettingsInput,
  type SocialProfile,
  type StatFigure,
} from '../../../../lib/contracts/site-settings.ts';
import { IDENTITY_STRINGS as I } from '../identity-strings.ts';
import { useSaveSiteSettings } from '../api/site-settings.ts';
import { SETTINGS_STRINGS as S } from '../strings.ts';
import { useFieldErrors } from './use-field-errors.ts';

type FigureChoice = 'fixed' | (typeof LIVE_STAT_SOURCES)[number];
const CHOICES: readonly FigureChoice[] = ['fixed', ...LIVE_STAT_SOURCES];

export default function SiteSettingsForm({ initial }: { initial: SiteSettingsInput }) {
  const [settings, setSettings] = useState<SiteSettingsInput>(initial);
  const [fixedValues, setFixedValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(STAT_KEYS.map((key) => [key, initial.stats[key].kind === 'fixed' ? initial.stats[key].value : ''])),
  );
  const [fixedYear, setFixedYear] = useState(String(initial.footer_year === 'current' ? new Date().getFullYear() : initial.footer_year));
  const save = useSaveSiteSettings();
  const fields = useFieldErrors();

  const contact = (patch: Partial<SiteSettingsInput['contact']>) =>
    setSettings((current) => ({ ...current, contact: { ...current.contact, ...patch } }));
  const perLocale = (key: 'name' | 'tagline', locale: 'en' | 'pt', value: string) =>
    setSettings((current) => ({ ...current, [key]: { ...current[key], [locale]: value } }));
  const setSocial = (change: (social: SocialProfile[]) => SocialProfile[]) =>
    setSettings((current) => ({ ...current, social: change(current.social) }));
  const setFigure = (key: (typeof STAT_KEYS)[number], figure: StatFigure) =>
    setSettings((current) => ({ ...current, stats: { ...current.stats, [key]: figure } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    fields.clear();
    save.mutate(settings, {
      onSuccess: () => toast.success(S.saved),
      onError: (error) => {
        fields.take(error);
        toast.error(S.saveError, { description: errorMessage(error) });
      },
    });
  };
  const field = (id: string, path: string) => ({
    id,
    'aria-invalid': fields.errors[path] ? true : undefined,
    'aria-describedby': describedBy(id, false, Boolean(fields.errors[path])),
  });

  return (
    <form onSubmit={submit} aria-labelledby="settings-form-title" className={`${CARD_CLASS} space-y-8`} noValidate>
      <h2 id="settings-form-title" className="sr-only">
        {S.title}
      </h2>
      <fieldset className="space-y-4">
        <legend className="text-h3 text-brand-strong">{I.identityTitle}</legend>
        <p className="text-sm text-ink-soft">{I.identityLead}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['en', 'pt'] as const).map((locale) => (
            <FormField
              key={`name-${locale}`}
              id={`settings-name-${locale}`}
              label={locale === 'en' ? I.nameEn : I.namePt}
              required
              error={fields.errors[`name.${locale}`]}
            >
              <input
                {...field(`settings-name-${locale}`, `name.${locale}`)}
                lang={locale}
                className={INPUT_CLASS}
                value={settings.name[locale]}
                maxLength={60}
                onChange={(event) => perLocale('name', locale, event.target.value)}
              />
            </FormField>
          ))}
          {(['en', 'pt'] as const).map((locale) => (
            <FormField
              key={`tagline-${locale}`}
              id={`settings-tagline-${locale}`}
              label={locale === 'en' ? I.taglineEn : I.taglinePt}
              error={fields.errors[`tagline.${locale}`]}
            >
              <input
                {...field(`settings-tagline-${locale}`, `tagline.${locale}`)}
                lang={locale}
                className={INPUT_CLASS}
                value={settings.tagline[locale]}
                maxLength={120}
                onChange={(event) => perLocale('tagline', locale, event.target.value)}
              />
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-h3 text-brand-strong">{I.socialTitle}</legend>
        <p className="text-sm text-ink-soft">{I.socialLead(MAX_SOCIAL_PROFILES)}</p>
        {settings.social.length === 0 && <p className="text-sm text-ink-soft">{I.socialEmpty}</p>}
        {fields.errors.social && (
          <p className="text-sm text-accent" role="alert">
            {fields.errors.social}
          </p>
        )}
        <ul className="space-y-3">
          {settings.social.map((profile, index) => (
            <li key={index} className="grid items-end gap-3 rounded-xl p-4 ring-1 ring-line sm:grid-cols-[1fr_2fr_auto]">
              <FormField
                id={`settings-social-${index}-label`}
                label={`${I.socialProfile(index + 1)}: ${I.socialLabel}`}
                required
                error={fields.errors[`social.${index}.label`]}
              >
                <input
                  {...field(`settings-social-${index}-label`, `social.${index}.label`)}
                  className={INPUT_CLASS}
                  value={profile.label}
                  maxLength={40}
                  placeholder={I.socialLabelHint}
                  onChange={(event) =>
                    setSocial((social) => social.map((item, at) => (at === index ? { ...item, label: event.target.value } : item)))
                  }
                />
              </FormField>
              <FormField
                id={`settings-social-${index}-url`}
                label={`${I.socialProfile(index + 1)}: ${I.socialUrl}`}
                required
                error={fields.errors[`social.${index}.url`]}
              >
                <input
                  {...field(`settings-social-${index}-url`, `social.${index}.url`)}
                  type="url"
                  className={INPUT_CLASS}
                  value={profile.url}
                  onChange={(event) =>
                    setSocial((social) => social.map((item, at) => (at === index ? { ...item, url: event.target.value } : item)))
                  }
                />
              </FormField>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                aria-label={I.removeSocialLabel(index + 1)}
                onClick={() => setSocial((social) => social.filter((_, at) => at !== index))}
              >
                {I.removeSocial}
              </button>
            </li>
          ))}
        </ul>
        {settings.social.length < MAX_SOCIAL_PROFILES && (
          <button type="button" className={SECONDARY_BUTTON} onClick={() => setSocial((social) => [...social, { label: '', url: '' }])}>
            {I.addSocial}
          </button>
        )}
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-h3 text-brand-strong">{S.contactTitle}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="settings-email" label={S.email} required error={fields.errors['contact.email']}>
            <input
              {...field('settings-email', 'contact.email')}
              type="email"
              className={INPUT_CLASS}
              value={settings.contact.email}
              onChange={(event) => contact({ email: event.target.value })}
            />
          </FormField>
          <FormField id="settings-phone" label={S.phone} hint={S.phoneHint} error={fields.errors['contact.phone']}>
            <input
              {...field('settings-phone', 'contact.phone')}
              aria-describedby={describedBy('settings-phone', true, Boolean(fields.errors['contact.phone']))}
              type="tel"
              className={INPUT_CLASS}
              value={settings.contact.phone}
              onChange={(event) => contact({ phone: event.target.value })}
            />
          </FormField>
          {(['en', 'pt'] as const).map((locale) => (
            <FormField
              key={locale}
              id={`settings-hours-${locale}`}
              label={locale === 'en' ? S.hoursEn : S.hoursPt}
              error={fields.errors[`contact.hours.${locale}`]}
            >
              <input
                {...field(`settings-hours-${locale}`, `contact.hours.${locale}`)}
                lang={locale}
                className={INPUT_CLASS}
                value={settings.contact.hours[locale]}
                onChange={(event) => contact({ hours: { ...settings.contact.hours, [locale]: event.target.value } })}
              />
            </FormField>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-h3 text-brand-strong">{S.statsTitle}</legend>
        <p className="text-sm text-ink-soft">{S.statsLead}</p>
        <div className="grid gap-4 lg:grid-cols-3">
          {STAT_KEYS.map((key) => {
            const figure = settings.stats[key];
            const choice: FigureChoice = figure.kind === 'fixed' ? 'fixed' : figure.source;
            return (
              <fieldset key={key} className="space-y-3 rounded-xl p-4 ring-1 ring-line">
                <legend className="px-1 text-sm font-semibold text-ink">{S.stats[key]}</legend>
                <FormField id={`settings-stat-${key}-kind`} label={S.figureKind}>
                  <select
                    id={`settings-stat-${key}-kind`}
                    className={INPUT_CLASS}
                    value={choice}
                    onChange={(event) => {
                      const next = CHOICES.find((option) => option === event.target.value) ?? 'fixed';
                      setFigure(key, next === 'fixed' ? { kind: 'fixed', value: fixedValues[key] ?? '' } : { kind: 'live', source: next });
                    }}
                  >
                    {CHOICES.map((option) => (
                      <option key={option} value={option}>
                        {S.kinds[option]}
                      </option>
                    ))}
                  </select>
                </FormField>
                {figure.kind === 'fixed' && (
                  <FormField id={`settings-stat-${key}-value`} label={S.figureValue} required error={fields.errors[`stats.${key}.value`]}>
                    <input
                      {...field(`settings-stat-${key}-value`, `stats.${key}.value`)}
                      className={INPUT_CLASS}
                      value={figure.value}
                      maxLength={20}
                      onChange={(event) => {
                        setFixedValues((current) => ({ ...current, [key]: event.target.value }));
                        setFigure(key, { kind: 'fixed', value: event.target.value });
                      }}
                    />
                  </FormField>
                )}
              </fieldset>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="text-h3 text-brand-strong">{S.footerTitle}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="settings-footer-kind" label={S.footerYear}>
            <select
              id="settings-footer-kind"
              className={INPUT_CLASS}
              value={settings.footer_year === 'current' ? 'current' : 'fixed'}
              onChange={(event) =>
                setSettings((current) => ({
                  ...current,
                  footer_year: event.target.value === 'current' ? 'current' : Number(fixedYear),
                }))
              }
            >
              <option value="current">{S.currentYear}</option>
              <option value="fixed">{S.fixedYear}</option>
            </select>
          </FormField>
          {settings.footer_year !== 'current' && (
            <FormField id="settings-footer-year" label={S.year} error={fields.errors.footer_year}>
              <input
                {...field('settings-footer-year', 'footer_year')}
                type="number"
                inputMode="numeric"
                min={1990}
                max={2100}
                className={INPUT_CLASS}
                value={fixedYear}
                onChange={(event) => {
                  setFixedYear(event.target.value);
                  setSettings((current) => ({ ...current, footer_year: Number(event.target.value) }));
                }}
              />
            </FormField>
          )}
        </div>
      </fieldset>

      <div className="flex justify-end">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {save.isPending ? S.saving : S.save}
        </button>
      </div>
    </form>
  );
}

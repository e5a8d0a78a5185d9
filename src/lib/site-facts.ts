/**
 * The owner's facts of the site (Configurações) as the pages show them: the statistics band's
 * figures, the testimonials of a language, the contact details. Plain functions, so the page
 * plan (functions/site/renderer/page-plan.ts) keys a page on exactly what these return.
 */
import type { Locale } from '../i18n/locales.ts';
import type { PublicSiteFacts } from './contracts/site-settings.ts';

const NUMBER_LOCALE: Record<Locale, string> = { en: 'en-US', pt: 'pt-BR' };

/** A figure as shown: fixed text as written, a live count in the page's number format. */
export function formatFigure(value: string | number, locale: Locale): string {
  return typeof value === 'number' ? new Intl.NumberFormat(NUMBER_LOCALE[locale]).format(value) : value;
}

export function statFigures(facts: PublicSiteFacts, locale: Locale) {
  return {
    readers: formatFigure(facts.stats.readers, locale),
    views: formatFigure(facts.stats.views, locale),
    updates: formatFigure(facts.stats.updates, locale),
  };
}

export interface ShownTestimonial {
  name: string;
  rating: number;
  location: string;
  profession: string;
  text: string;
}

/** The visible testimonials written in `locale`, in the owner's order. */
export function testimonialsIn(facts: PublicSiteFacts, locale: Locale): ShownTestimonial[] {
  return facts.testimonials
    .filter((testimonial) => testimonial.texto[locale].trim() !== '')
    .map((testimonial) => ({
      name: testimonial.nome,
      rating: testimonial.nota,
      location: testimonial.localizacao,
      profession: testimonial.profissao[locale],
      text: testimonial.texto[locale],
    }));
}

/** The contact page's details in `locale`: the address, the phone as shown and dialled, its hours. */
export function contactIn(facts: PublicSiteFacts, locale: Locale) {
  const { email, phone, hours } = facts.contact;
  return { email, phone, phoneHref: phone ? `tel:${phone.replace(/[^+\d]/g, '')}` : '', hours: hours[locale] };
}

/**
 * The site's name and tagline in `locale` as titles show them (`Page | Name · Tagline`, or the
 * name alone without a tagline), and its social profiles (the footer's links, JSON-LD sameAs).
 */
export function identityIn(facts: PublicSiteFacts, locale: Locale) {
  const name = facts.name[locale];
  const tagline = facts.tagline[locale];
  return { name, tagline, titleSuffix: tagline ? `${name} · ${tagline}` : name, social: facts.social };
}

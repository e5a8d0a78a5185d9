/**
 * The owner's facts of the site (Configurações, issue 22): the site's name, tagline and social
 * profiles, contact details, the home page's
 * statistics band, the footer's year, and the testimonials. Declared once for the admin API's
 * validation, the back office's form and the pages (through the content API's settings).
 * The defaults are the specification's values: a new site shows them until its owner saves.
 * Issue messages are keys of FIELD_MESSAGES (src/lib/contracts/field-messages.ts).
 */
import { z } from 'zod';
import { fieldKey } from './field-messages.ts';
import { linkUrl } from './fields.ts';

/** A figure of the statistics band: fixed text, or a live count the site keeps. */
export const LIVE_STAT_SOURCES = ['published_articles', 'monthly_readers'] as const;

const text = (max: number) =>
  z
    .string({ error: 'text_expected' })
    .trim()
    .max(max, { error: fieldKey('too_long', max) });
const required = (max: number) => text(max).min(1, { error: 'field_required' });

export const statFigureSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('fixed'), value: required(20) }).strict(),
    z.object({ kind: z.literal('live'), source: z.enum(LIVE_STAT_SOURCES, { error: 'stat_source' }) }).strict(),
  ],
  { error: 'stat_kind' },
);
export type StatFigure = z.infer<typeof statFigureSchema>;

/** The band's three figures beside the published-articles count, in the order shown. */
export const STAT_KEYS = ['readers', 'views', 'updates'] as const;

const perLocale = (max: number) => z.object({ en: text(max), pt: text(max) }).strict();
const requiredPerLocale = (max: number) => z.object({ en: required(max), pt: required(max) }).strict();

/** A social profile: the link's text (the network's name, as the owner writes it) and its https address. */
export const socialProfileSchema = z.object({ label: required(40), url: linkUrl() }).strict();
export type SocialProfile = z.infer<typeof socialProfileSchema>;
export const MAX_SOCIAL_PROFILES = 8;

/** The site's name and tagline in each language (titles, JSON-LD, feeds, e-mails) before the owner saves others. */
export const DEFAULT_SITE_NAME = { en: 'Bem Viver', pt: 'Bem Viver' };
export const DEFAULT_TAGLINE = { en: 'Live well, every day', pt: 'Viva bem, todos os dias' };

export const siteSettingsInputSchema = z
  .object({
    // name, tagline and social came after contact, stats and footer_year (issue 22's second
    // part): a document saved without them reads with the defaults instead of being refused.
    name: requiredPerLocale(60).default(DEFAULT_SITE_NAME),
    tagline: perLocale(120).default(DEFAULT_TAGLINE),
    social: z
      .array(socialProfileSchema)
      .max(MAX_SOCIAL_PROFILES, { error: fieldKey('too_many', MAX_SOCIAL_PROFILES) })
      .default([]),
    contact: z
      .object({
        email: text(200).pipe(z.email({ error: 'email_format' })),
        phone: text(40).regex(/^[+\d\s().-]*$/, { error: 'phone_format' }),
        hours: perLocale(120),
      })
      .strict(),
    stats: z.object({ readers: statFigureSchema, views: statFigureSchema, updates: statFigureSchema }).strict(),
    footer_year: z.union([z.literal('current'), z.number().int().min(1990).max(2100)], { error: 'footer_year' }),
  })
  .strict();
export type SiteSettingsInput = z.infer<typeof siteSettingsInputSchema>;

export const DEFAULT_SITE_SETTINGS: SiteSettingsInput = {
  name: DEFAULT_SITE_NAME,
  tagline: DEFAULT_TAGLINE,
  social: [],
  contact: {
    email: 'contato@bemviver.example',
    phone: '+1 (555) 010-2024',
    hours: { en: 'Monday to Friday, 9am to 6pm (US Eastern time)', pt: 'Segunda a sexta, das 9h às 18h (horário da costa leste dos EUA)' },
  },
  stats: {
    readers: { kind: 'fixed', value: '10K+' },
    views: { kind: 'fixed', value: '100K+' },
    updates: { kind: 'fixed', value: '5+' },
  },
  footer_year: 2024,
};

/** GET and PUT /api/admin/settings */
export const siteSettingsAnswerSchema = z.object({
  settings: siteSettingsInputSchema,
  updated_at: z.string().nullable(),
});

/** A testimonial as the back office writes it: name, place and rating once, profession and text per language. */
export const testimonialInputSchema = z
  .object({
    nome: required(100),
    localizacao: text(100).default(''),
    nota: z
      .number({ error: 'rating_range' })
      .int({ error: 'rating_range' })
      .min(1, { error: 'rating_range' })
      .max(5, { error: 'rating_range' }),
    profissao: z.object({ en: text(100).default(''), pt: text(100).default('') }).strict(),
    texto: z.object({ en: text(600).default(''), pt: text(600).default('') }).strict(),
    ordem: z.number().int().min(0).max(10_000).default(0),
    visivel: z.boolean().default(true),
  })
  .strict()
  .refine((value) => value.texto.en !== '' || value.texto.pt !== '', { error: 'testimonial_text', path: ['texto'] });
export type TestimonialInput = z.input<typeof testimonialInputSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  nome: z.string(),
  localizacao: z.string(),
  nota: z.number(),
  profissao: z.object({ en: z.string(), pt: z.string() }),
  texto: z.object({ en: z.string(), pt: z.string() }),
  ordem: z.number(),
  visivel: z.boolean(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialListSchema = z.object({ testimonials: z.array(testimonialSchema) });
export const testimonialAnswerSchema = z.object({ testimonial: testimonialSchema });
export const deletedTestimonialSchema = z.object({ deleted: z.string() });

/** What the pages are handed (the content API's settings): live figures already counted. */
export const publicSiteFactsSchema = z.object({
  name: z.object({ en: z.string(), pt: z.string() }).default(DEFAULT_SITE_NAME),
  tagline: z.object({ en: z.string(), pt: z.string() }).default(DEFAULT_TAGLINE),
  social: z.array(z.object({ label: z.string(), url: z.string() })).default([]),
  contact: siteSettingsInputSchema.shape.contact,
  /** The band's figures as shown: fixed text, or the live count as a number. */
  stats: z.object({
    readers: z.union([z.string(), z.number()]),
    views: z.union([z.string(), z.number()]),
    updates: z.union([z.string(), z.number()]),
  }),
  footer_year: z.number(),
  /** Visible testimonials in order; each page shows those with a text in its language. */
  testimonials: z.array(testimonialSchema.omit({ ordem: true, visivel: true })),
});
export type PublicSiteFacts = z.infer<typeof publicSiteFactsSchema>;

/** The facts a page shows when the content API says none (an older server): the defaults, without testimonials. */
export const DEFAULT_SITE_FACTS: PublicSiteFacts = {
  name: DEFAULT_SITE_NAME,
  tagline: DEFAULT_TAGLINE,
  social: [],
  contact: DEFAULT_SITE_SETTINGS.contact,
  stats: { readers: '10K+', views: '100K+', updates: '5+' },
  footer_year: 2024,
  testimonials: [],
};

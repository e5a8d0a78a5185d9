/**
 * The owner's site settings and testimonials: stored, read with their defaults, and turned
 * into the facts the pages show (live figures counted).
 */
import { sql, type Kysely } from 'kysely';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsInputSchema,
  type PublicSiteFacts,
  type SiteSettingsInput,
  type StatFigure,
  type TestimonialInput,
} from '../../../src/lib/contracts/site-settings.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The settings in force: the stored document, or the specification's defaults (also for a document an older server wrote in another shape). */
export async function readSiteSettings(db: Db): Promise<{ settings: SiteSettingsInput; updated_at: Date | null }> {
  const row = await db.selectFrom('site_settings').select(['value', 'updated_at']).where('id', '=', 1).executeTakeFirst();
  const parsed = row ? siteSettingsInputSchema.safeParse(row.value) : null;
  return parsed?.success ? { settings: parsed.data, updated_at: row!.updated_at } : { settings: DEFAULT_SITE_SETTINGS, updated_at: null };
}

/** The site's name in each language, as e-mails name it (contact notification, newsletters, invitations). */
export async function siteNames(db: Db): Promise<SiteSettingsInput['name']> {
  return (await readSiteSettings(db)).settings.name;
}

export async function saveSiteSettings(db: Db, settings: SiteSettingsInput, userId: string) {
  const value = JSON.stringify(settings);
  const row = await db
    .insertInto('site_settings')
    .values({ id: 1, value: sql`${value}::jsonb`, updated_by: userId })
    .onConflict((oc) => oc.column('id').doUpdateSet({ value: sql`${value}::jsonb`, updated_by: userId, updated_at: sql`now()` }))
    .returning('updated_at')
    .executeTakeFirstOrThrow();
  return { settings, updated_at: row.updated_at };
}

const TESTIMONIAL_FIELDS = ['id', 'nome', 'localizacao', 'nota', 'profissao', 'texto', 'ordem', 'visivel'] as const;

/** Both languages' fields, an absent one as empty text. */
function withBothLanguages<T extends { profissao: { en?: string; pt?: string }; texto: { en?: string; pt?: string } }>(row: T) {
  return {
    ...row,
    profissao: { en: row.profissao.en ?? '', pt: row.profissao.pt ?? '' },
    texto: { en: row.texto.en ?? '', pt: row.texto.pt ?? '' },
  };
}

export async function listTestimonials(db: Db, { visibleOnly = false } = {}) {
  let query = db.selectFrom('testimonials').select(TESTIMONIAL_FIELDS);
  if (visibleOnly) query = query.where('visivel', '=', true);
  const rows = await query.orderBy('ordem').orderBy('created_at').orderBy('id').execute();
  return rows.map(withBothLanguages);
}

const columns = (input: TestimonialInput & { profissao: object; texto: object }) => ({
  ...input,
  profissao: JSON.stringify(input.profissao),
  texto: JSON.stringify(input.texto),
});

export async function createTestimonial(db: Db, input: Required<TestimonialInput>) {
  const row = await db.insertInto('testimonials').values(columns(input)).returning(TESTIMONIAL_FIELDS).executeTakeFirstOrThrow();
  return withBothLanguages(row);
}

export async function updateTestimonial(db: Db, id: string, input: Required<TestimonialInput>) {
  const row = await db
    .updateTable('testimonials')
    .set({ ...columns(input), updated_at: sql`now()` })
    .where('id', '=', id)
    .returning(TESTIMONIAL_FIELDS)
    .executeTakeFirst();
  return row && withBothLanguages(row);
}

export async function deleteTestimonial(db: Db, id: string) {
  return db.deleteFrom('testimonials').where('id', '=', id).returning('id').executeTakeFirst();
}

const MONTH_DAYS = 30;

/** A live figure: published articles, or articles read in the last 30 days by the site's own analytics (it keeps no visitor identity). */
async function liveCount(db: Db, source: Extract<StatFigure, { kind: 'live' }>['source']): Promise<number> {
  if (source === 'published_articles') {
    const row = await db
      .selectFrom('articles')
      .select(sql<string>`count(*)`.as('n'))
      .where('status', '=', 'publicado')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
  const row = await db
    .selectFrom('analytics_events')
    .select(sql<string>`count(*)`.as('n'))
    .where('type', '=', 'article_view')
    .where('created_at', '>', sql<Date>`now() - make_interval(days => ${MONTH_DAYS})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the pages show: the settings with live figures counted, the footer's year resolved, the visible testimonials. */
export async function publicSiteFacts(db: Db, now = new Date()): Promise<PublicSiteFacts> {
  const [{ settings }, testimonials] = await Promise.all([readSiteSettings(db), listTestimonials(db, { visibleOnly: true })]);
  const figure = async (stat: StatFigure) => (stat.kind === 'fixed' ? stat.value : await liveCount(db, stat.source));
  const [readers, views, updates] = await Promise.all([
    figure(settings.stats.readers),
    figure(settings.stats.views),
    figure(settings.stats.updates),
  ]);
  return {
    name: settings.name,
    tagline: settings.tagline,
    social: settings.social,
    contact: settings.contact,
    stats: { readers, views, updates },
    footer_year: settings.footer_year === 'current' ? now.getUTCFullYear() : settings.footer_year,
    testimonials: testimonials.map(({ ordem: _ordem, visivel: _visivel, ...shown }) => shown),
  };
}

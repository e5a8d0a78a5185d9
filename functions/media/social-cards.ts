/**
 * Social cards (docs/decisions/027): each published article's own Open Graph image, 1200x630,
 * with its title and category label in its language over its featured image, drawn by sharp
 * (Pango text in the machine's fonts, an SVG shade for contrast). The same card is also drawn
 * in 16:9, 4:3 and 1:1, the shapes search engines ask of an article's structured data
 * (SOCIAL_CARD_RATIOS, decision 045). A card is made again only
 * when what it shows changes: the database compares a hash of those inputs, so one query
 * finds the stale cards among any number of articles.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import sharp from 'sharp';
import type { Database, SocialCardRatio } from '../db/schema.ts';
import type { Logger } from '../lib/logger.ts';
import { DEFAULT_SITE_NAME } from '../../src/lib/contracts/site-settings.ts';
import { siteNames } from '../admin/settings/queries.ts';
import { CATEGORY_LABELS, type CategoryKey } from '../../src/lib/categories.ts';
import { safeSitePath } from '../../src/lib/safe-url.ts';
import { readStoredFile, removeStoredFiles, storeDerivedImage } from './derived-images.ts';
import { backgroundImageThreads } from './image-threads.ts';
import type { MediaStorage } from './media-storage.ts';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;
/** The card's other shapes, for the Article's structured data (Google asks for 16:9, 4:3 and 1:1). */
export const SOCIAL_CARD_RATIOS = [
  { width: 1200, height: 675 },
  { width: 1200, height: 900 },
  { width: 1200, height: 1200 },
] as const;
const W = SOCIAL_CARD_SIZE.width;
const MARGIN = 80;
const BRAND = '#163d35';
/** Part of every card's hash: changing the drawing below makes every card again (v2: the ratios too). */
const CARD_DESIGN = 'card-v2';

/**
 * The hash of what a card shows, computed by the database (md5 and concat_ws exist in PostgreSQL
 * and PGlite alike). The site's name (Configurações) in the card's language is part of it only
 * when it is not the default: concat_ws skips a NULL, so the cards drawn with the default name
 * before the name was part of the hash keep their hash, and a rename makes that language's
 * cards stale (issue 22).
 */
function inputsHash(names: SiteNames) {
  const named = (locale: 'en' | 'pt') => (names[locale] === DEFAULT_SITE_NAME[locale] ? null : names[locale]);
  const siteName = sql<string | null>`case idioma when 'en' then ${named('en')}::text else ${named('pt')}::text end`;
  return sql<string>`md5(concat_ws('|', ${CARD_DESIGN}::text, titulo, categoria, idioma, coalesce(imagem_destaque_url, ''), ${siteName}))`;
}

type SiteNames = { en: string; pt: string };

export interface CardContent {
  titulo: string;
  categoria: CategoryKey;
  idioma: 'en' | 'pt';
  /** The featured image's bytes; null draws the brand colour instead. */
  background: Buffer | null;
  /** The site's name in the card's language (Configurações); the default name when absent. */
  siteName?: string;
}

/** Escapes text for Pango markup. */
function markup(text: string): string {
  return text
    .replace(/\p{Cc}/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

async function textImage(text: string, font: string, box: { width: number; height?: number }) {
  return sharp({
    text: { text: `<span foreground="white">${markup(text)}</span>`, font, rgba: true, wrap: 'word', ...box },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The title at 60 px when it fits in four lines or so; a longer one is shrunk to fit the box. Null when nothing in it can be drawn. */
async function titleImage(titulo: string) {
  // Control and invisible characters draw nothing; a title made only of them leaves the card without one.
  if (titulo.replace(/[\p{C}\p{Z}]/gu, '') === '') return null;
  const box = { width: W - 2 * MARGIN, height: 280 };
  const natural = await textImage(titulo, 'sans-serif bold 60', { width: box.width });
  return natural.info.height <= box.height ? natural : textImage(titulo, 'sans-serif bold', box);
}

/** A 1200x630 JPEG. */
export async function renderSocialCard(content: CardContent): Promise<Buffer> {
  const [card] = await renderSocialCards(content, [SOCIAL_CARD_SIZE.height]);
  return card!;
}

/**
 * The shade over the picture, for contrast: the brand colour at 35 % opacity at the top, 55 % at
 * 45 % of the height, then #0b1f1a at 94 % at the bottom, each row one colour.
 */
const SHADE_STOPS = [
  { at: 0, rgb: [0x16, 0x3d, 0x35], opacity: 0.35 },
  { at: 0.45, rgb: [0x16, 0x3d, 0x35], opacity: 0.55 },
  { at: 1, rgb: [0x0b, 0x1f, 0x1a], opacity: 0.94 },
] as const;

/**
 * Lays the shade over an RGB image's pixels in place, row by row (out = in x (1 - a) + colour x a,
 * in 8.8 fixed point). The same picture as the SVG gradient librsvg drew and libvips composited
 * (decision 027) within 3 levels of 255 before the JPEG, in a fraction of the time: that
 * rasterizing and the composite's full-size float blend were a third of a card's time (decision 105).
 */
export function shadeRows(pixels: Buffer, width: number, height: number): void {
  const [top, middle, bottom] = SHADE_STOPS;
  for (let y = 0; y < height; y++) {
    const t = (y + 0.5) / height;
    const [from, to] = t <= middle.at ? [top, middle] : [middle, bottom];
    const f = (t - from.at) / (to.at - from.at);
    const opacity = from.opacity + (to.opacity - from.opacity) * f;
    const keep = Math.round(256 * (1 - opacity));
    const [r, g, b] = [0, 1, 2].map((c) => Math.round((from.rgb[c]! + (to.rgb[c]! - from.rgb[c]!) * f) * opacity * 256) + 128);
    for (let i = y * width * 3, end = i + width * 3; i < end; i += 3) {
      pixels[i] = (pixels[i]! * keep + r!) >> 8;
      pixels[i + 1] = (pixels[i + 1]! * keep + g!) >> 8;
      pixels[i + 2] = (pixels[i + 2]! * keep + b!) >> 8;
    }
  }
}

/**
 * The featured image as 8-bit RGB pixels (oriented, over the brand colour), decoded once for
 * every shape, when no shape shrinks it to less than half its size: then each shape's cover
 * resize gives the same pixels as from the file. Null for a larger picture, decoded again for
 * each shape, where the format lets it be decoded at a fraction of its size (a whole decode of a
 * 24-megapixel photo costs more than that, and holds 72 MB).
 */
async function decodedOnce(background: Buffer, heights: readonly number[]) {
  const meta = await sharp(background).metadata();
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  if (!width || !height || Math.max(W / width, Math.min(...heights) / height) < 0.5) return null;
  return sharp(background)
    .autoOrient()
    .flatten({ background: BRAND })
    .toColourspace('srgb')
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
}

/** The card as JPEGs 1200 wide, one per height; the text is drawn once and sits at the bottom of each. */
export async function renderSocialCards(content: CardContent, heights: readonly number[]): Promise<Buffer[]> {
  const label = await textImage(CATEGORY_LABELS[content.idioma][content.categoria].toUpperCase(), 'sans-serif bold 24', { width: W });
  const pill = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${label.info.width + 40}" height="${label.info.height + 20}">` +
      `<rect width="100%" height="100%" rx="${(label.info.height + 20) / 2}" fill="#1e5b4f"/></svg>`,
  );
  const title = await titleImage(content.titulo);
  const site = await textImage(content.siteName ?? DEFAULT_SITE_NAME[content.idioma], 'sans-serif 28', { width: W });
  // A card's four shapes resized from one decode of its picture: the decode was a fifth of a card's time.
  const source = content.background ? await decodedOnce(content.background, heights) : null;
  return Promise.all(
    heights.map(async (H) => {
      // Whatever the image (grey, CMYK, 16-bit, with transparency over the brand colour): 8-bit RGB.
      const base = source
        ? sharp(source.data, { raw: { width: source.info.width, height: source.info.height, channels: 3 } }).resize(W, H, { fit: 'cover' })
        : content.background
          ? sharp(content.background).autoOrient().resize(W, H, { fit: 'cover' }).flatten({ background: BRAND }).toColourspace('srgb')
          : sharp({ create: { width: W, height: H, channels: 3, background: BRAND } });
      const { data: pixels, info } = await base.removeAlpha().raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
      if (info.channels !== 3 || pixels.length !== W * H * 3)
        throw new Error(`unexpected pixels: ${info.channels} channels, ${pixels.length} bytes`);
      shadeRows(pixels, W, H);
      const siteTop = H - MARGIN + 10 - site.info.height;
      const titleTop = siteTop - 28 - (title?.info.height ?? 0);
      return sharp(pixels, { raw: { width: W, height: H, channels: 3 } })
        .composite([
          { input: pill, top: MARGIN - 10, left: MARGIN - 20 },
          { input: label.data, top: MARGIN, left: MARGIN },
          ...(title ? [{ input: title.data, top: Math.max(MARGIN + label.info.height + 40, titleTop), left: MARGIN }] : []),
          { input: site.data, top: siteTop, left: MARGIN },
        ])
        .jpeg({ quality: 82 })
        .toBuffer();
    }),
  );
}

export interface SocialCardsOptions {
  db: Kysely<Database>;
  storage: MediaStorage;
  /** The site's own files (public/), where the sample images live. */
  publicDir: string;
  logger: Logger;
  /**
   * How often a sweep tells its caller it has drawn more (`refreshStale`'s `drawn`): after this
   * many cards or this long since it last did, whichever comes first. Default: 200 cards or 60 s.
   */
  progressEvery?: { cards: number; ms: number };
}

/** A refresh asked for and not yet done: some articles by id, or every published one (null). */
interface Request {
  ids: ReadonlySet<string> | null;
  /** A sweep's caller, told as it goes how many cards it has made so far. */
  drawn?: (made: number) => Promise<void>;
  resolve(made: number): void;
  reject(error: unknown): void;
}

/**
 * Keeps every published article's card current, one card at a time in this process. A refresh of
 * some articles (a publish) goes before the rest of a refresh of all of them (a start-up, a
 * site's rename, an import, each thousands of cards on a large site): it waits for the card
 * being drawn, never for the whole sweep.
 */
export class SocialCards {
  private readonly asked: Request[] = [];
  private sweeps: Request[] = [];
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly options: SocialCardsOptions) {}

  /**
   * Makes the cards of published articles whose card is missing or stale; resolves with how many
   * were made. With `articleIds`, only those are looked at: a publish knows what it changed, and
   * comparing every article's hash is a scan of the whole table (start-up still does it).
   * Without them, a sweep of every article calls `drawn` with its count so far every few hundred
   * cards or every minute (`progressEvery`), so that a large site's pages can show the cards
   * drawn before the sweep ends; a failing `drawn` is logged and the sweep goes on.
   */
  refreshStale(articleIds?: readonly string[], drawn?: (made: number) => Promise<void>): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    return new Promise<number>((resolve, reject) => {
      const request = { ids: articleIds ? new Set(articleIds) : null, drawn, resolve, reject };
      if (request.ids) this.asked.push(request);
      else this.sweeps.push(request);
      this.start();
    });
  }

  /**
   * Ends the refreshes under way after the card being drawn (a shutdown): the cards not drawn
   * stay stale for the next start's refresh, and every waiting caller is answered.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private start(): void {
    this.running ??= this.run().finally(() => {
      this.running = null;
      // Asked for between the loop's last look and this moment.
      if (this.asked.length || this.sweeps.length) this.start();
    });
  }

  private async run(): Promise<void> {
    while (this.asked.length || this.sweeps.length) {
      await this.answerAsked();
      const sweeps = this.sweeps;
      this.sweeps = [];
      if (!sweeps.length) continue;
      try {
        // The stale ones' ids only: each is read again, with its current title and image, just
        // before its card is drawn, so a card a publish drew meanwhile is not drawn again, nor
        // replaced by one of what the article was when the sweep began.
        const hash = inputsHash(await siteNames(this.options.db));
        const stale = await this.staleQuery('all', hash).select('id').execute();
        const every = this.options.progressEvery ?? { cards: 200, ms: 60_000 };
        let made = 0;
        let told = { made: 0, at: Date.now() };
        for (const { id } of stale) {
          if (this.stopped) break;
          await this.answerAsked();
          made += (await this.drawStale(new Set([id]))).size;
          if (made > told.made && (made - told.made >= every.cards || Date.now() - told.at >= every.ms)) {
            told = { made, at: Date.now() };
            await this.tell(sweeps, made);
          }
        }
        if (made) this.options.logger.info('social cards made', { cards: made, of: stale.length });
        for (const sweep of sweeps) sweep.resolve(made);
      } catch (error) {
        for (const sweep of sweeps) sweep.reject(error);
      }
    }
  }

  /** Tells the sweeps' callers how many cards the sweep has made so far. */
  private async tell(sweeps: readonly Request[], made: number): Promise<void> {
    for (const sweep of sweeps) {
      try {
        await sweep.drawn?.(made);
      } catch (error) {
        this.options.logger.error('a social card sweep could not report its progress', { cards: made, error: (error as Error).message });
      }
    }
  }

  /** Draws what the waiting refreshes of some articles asked for, together, and answers each with its own count. */
  private async answerAsked(): Promise<void> {
    while (this.asked.length) {
      const asked = this.asked.splice(0);
      try {
        const ids = new Set(asked.flatMap((request) => [...request.ids!]));
        const made = this.stopped ? new Set<string>() : await this.drawStale(ids);
        if (made.size) this.options.logger.info('social cards made', { cards: made.size });
        for (const request of asked) request.resolve([...request.ids!].filter((id) => made.has(id)).length);
      } catch (error) {
        for (const request of asked) request.reject(error);
      }
    }
  }

  /** Published articles whose card is missing or was drawn from other inputs than `hash` computes now. */
  private staleQuery(scope: 'all' | ReadonlySet<string>, hash: RawBuilder<string>) {
    let query = this.options.db
      .selectFrom('articles')
      .where('status', '=', 'publicado')
      .where((eb) => eb.or([eb('cartao_social_hash', 'is', null), eb('cartao_social_hash', '<>', hash)]));
    if (scope !== 'all') query = query.where('id', 'in', [...scope]);
    return query;
  }

  /** Draws the cards of those of `ids` that are published and stale; answers the ids whose card was made. */
  private async drawStale(ids: ReadonlySet<string>): Promise<Set<string>> {
    const { db, storage, logger } = this.options;
    const made = new Set<string>();
    if (ids.size === 0) return made;
    const names = await siteNames(db);
    const hash = inputsHash(names);
    const stale = await this.staleQuery(ids, hash)
      .select([
        'id',
        'titulo',
        'categoria',
        'idioma',
        'imagem_destaque_url',
        'cartao_social_url',
        'cartao_social_proporcoes',
        hash.as('hash'),
      ])
      .execute();
    for (const article of stale) {
      try {
        // libvips's threads at a lower priority, before and after (it may start new ones): docs/decisions/096.
        backgroundImageThreads();
        const [card, ...shapes] = await this.render({ ...article, siteName: names[article.idioma] }, [
          SOCIAL_CARD_SIZE.height,
          ...SOCIAL_CARD_RATIOS.map((ratio) => ratio.height),
        ]);
        backgroundImageThreads();
        const stored = await storeDerivedImage(storage, 'images', card!);
        const ratios: SocialCardRatio[] = [];
        for (const [index, { width, height }] of SOCIAL_CARD_RATIOS.entries()) {
          ratios.push({ url: (await storeDerivedImage(storage, 'images', shapes[index]!)).publicUrl, width, height });
        }
        await db
          .updateTable('articles')
          .set({ cartao_social_url: stored.publicUrl, cartao_social_hash: article.hash, cartao_social_proporcoes: JSON.stringify(ratios) })
          .where('id', '=', article.id)
          .execute();
        made.add(article.id);
        await this.removeReplaced(article.cartao_social_url, stored.publicUrl);
        for (const old of article.cartao_social_proporcoes ?? []) await this.removeReplaced(old.url, null);
      } catch (error) {
        logger.error('social card could not be made', { article: article.id, error: (error as Error).message });
      }
    }
    return made;
  }

  /** A deleted article's card and its 16:9, 4:3 and 1:1 shapes: nothing points at them any more. */
  async forget(cardUrl: string | null, shapes: readonly SocialCardRatio[] = []): Promise<void> {
    await this.removeReplaced(cardUrl, null);
    for (const shape of shapes) await this.removeReplaced(shape.url, null);
  }

  /**
   * A card that was made again leaves its old file behind: nothing else points at it (an editor's
   * own share image lives in imagem_social_url), so it is removed. Pages built before this
   * refresh may name it until the rebuild that follows the change replaces them, a second or two.
   */
  private async removeReplaced(previousUrl: string | null, currentUrl: string | null): Promise<void> {
    if (!previousUrl?.startsWith('/media/') || previousUrl === currentUrl) return;
    try {
      await removeStoredFiles(this.options.storage, [previousUrl.slice('/media/'.length)]);
    } catch (error) {
      this.options.logger.warn('an old social card could not be removed', { card: previousUrl, error: (error as Error).message });
    }
  }

  /** Over the featured image; over the brand colour when that image cannot be read. */
  private async render(
    article: Omit<CardContent, 'background'> & { imagem_destaque_url: string | null },
    heights: number[],
  ): Promise<Buffer[]> {
    const background = await this.backgroundOf(article.imagem_destaque_url);
    if (!background) return renderSocialCards({ ...article, background: null }, heights);
    try {
      return await renderSocialCards({ ...article, background }, heights);
    } catch (error) {
      this.options.logger.warn('social card drawn without its featured image', {
        image: article.imagem_destaque_url,
        error: (error as Error).message,
      });
      return renderSocialCards({ ...article, background: null }, heights);
    }
  }

  /** An uploaded or shipped sample image; an external address is not fetched (the card then uses the brand colour). */
  private async backgroundOf(url: string | null): Promise<Buffer | null> {
    const sitePath = safeSitePath(url);
    if (!sitePath) return null;
    try {
      if (sitePath.startsWith('/media/')) return await readStoredFile(this.options.storage, sitePath.slice('/media/'.length));
      return await readFile(path.join(this.options.publicDir, sitePath));
    } catch (error) {
      this.options.logger.warn('social card drawn without its featured image', { image: url, error: (error as Error).message });
      return null;
    }
  }
}

/**
 * Zod fields that several contracts share (the API's schemas and the back office's), among
 * them every URL the back office saves, all on the one check in src/lib/safe-url.ts that the
 * build applies again. Their issue messages are keys of FIELD_MESSAGES (field-messages.ts),
 * rendered in the visitor's language by validate().
 */
import { z } from 'zod';
import { redirectableHttpUrl, safeHttpUrl, safeMediaUrl } from '../safe-url.ts';
import { toEmbed } from '../video.ts';

const MAX_URL = 2000;

/** A blank string reads as no value: a zod preprocess step for optional fields. */
export const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A link out of the site (products, reviews, ebooks, webhooks): an absolute http(s) URL, or blank when `allowBlank`. */
export function linkUrl(message: string = 'url_http', { allowBlank = false } = {}) {
  return z
    .string()
    .trim()
    .max(MAX_URL)
    .refine((value) => (allowBlank && value === '') || safeHttpUrl(value) !== null, { error: message });
}

/**
 * A link the site redirects its readers to through /go/{id} (a product's affiliate link, a
 * review's product link): an http(s) URL without credentials, stored in its ASCII form
 * (redirectableHttpUrl); blank when `allowBlank`.
 */
export function affiliateLinkUrl({ allowBlank = false } = {}) {
  return z
    .string()
    .trim()
    .max(MAX_URL)
    .check((ctx) => {
      if (allowBlank && ctx.value === '') return;
      const message = safeHttpUrl(ctx.value) === null ? 'url_http' : redirectableHttpUrl(ctx.value) === null ? 'url_credentials' : null;
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    })
    .transform((value) => redirectableHttpUrl(value) ?? value);
}

/** An image, audio or video: an uploaded file (/media/…), a shipped sample (/sample/…) or an http(s) URL; blank is none. */
export const mediaUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(MAX_URL)
    .refine((value) => safeMediaUrl(value) !== null, { error: 'url_media' })
    .nullable(),
);

/** A video to embed: a YouTube or Vimeo link, the only players the site's policy allows; blank is none. */
export const videoLinkUrl = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(MAX_URL)
    .refine((value) => toEmbed(value) !== null, { error: 'url_video' })
    .nullable(),
);

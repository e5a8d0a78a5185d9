/**
 * The video block rules of the public specification (section 4): YouTube watch, short and
 * embed links and Vimeo numeric links become embeddable players; an uploaded file plays in a
 * native player; with neither, nothing shows. Other external links are not embedded
 * (docs/decisions/012): a player is always rebuilt from its id on the two providers the
 * page's Content-Security-Policy names, so nothing an editor types reaches that policy.
 */
import { safeHttpUrl, safeMediaUrl } from './safe-url.ts';

export type VideoSource =
  { kind: 'youtube'; id: string; embedUrl: string } | { kind: 'vimeo'; id: string; embedUrl: string } | { kind: 'file'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else {
      const [, kind, value] = url.pathname.split('/');
      if (kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v') id = value ?? null;
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null;
  const match = url.pathname.match(/\/(?:video\/)?(\d+)(?:\/|$)/);
  return match?.[1] ?? null;
}

export type EmbeddedVideo = Exclude<VideoSource, { kind: 'file' }>;

/**
 * The player's address once the reader has pressed play (components/media/video-player.astro):
 * the embed with `autoplay=1`, which both providers honour after a click.
 */
export function autoplayUrl(video: EmbeddedVideo): string {
  const url = new URL(video.embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}

/** Turns a YouTube or Vimeo link into the URL of their player, or null for any other link. */
export function toEmbed(link: string): EmbeddedVideo | null {
  const safe = safeHttpUrl(link.trim());
  if (!safe) return null;
  const url = new URL(safe);
  const yt = youtubeId(url);
  if (yt) return { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  return null;
}

/** What the article page's video block shows: an uploaded file wins, then an external link. */
export function videoSource(videoUrl?: string | null, externalLink?: string | null): VideoSource | null {
  const file = safeMediaUrl(videoUrl?.trim());
  if (file) return { kind: 'file', url: file };
  if (externalLink && externalLink.trim()) return toEmbed(externalLink);
  return null;
}

/** A thumbnail for structured data and previews, where the platform offers a predictable one. */
export function videoThumbnail(source: VideoSource): string | null {
  return source.kind === 'youtube' ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : null;
}

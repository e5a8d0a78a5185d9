/**
 * The video block rules of the public specification (section 4): YouTube watch, short and
 * embed links and Vimeo numeric links become embeddable players; any other external link is
 * embedded as given; an uploaded file plays in a native player; with neither, nothing shows.
 */
export type VideoSource =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'external'; embedUrl: string }
  | { kind: 'file'; url: string };

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

function parseHttpUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** Turns an external video link into the URL of an embeddable player, or null if unusable. */
export function toEmbed(link: string): Exclude<VideoSource, { kind: 'file' }> | null {
  const url = parseHttpUrl(link);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt) return { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}` };
  return { kind: 'external', embedUrl: url.toString() };
}

/** What the article page's video block shows: an uploaded file wins, then an external link. */
export function videoSource(videoUrl?: string | null, externalLink?: string | null): VideoSource | null {
  if (videoUrl && videoUrl.trim()) return { kind: 'file', url: videoUrl.trim() };
  if (externalLink && externalLink.trim()) return toEmbed(externalLink);
  return null;
}

/** A thumbnail for structured data and previews, where the platform offers a predictable one. */
export function videoThumbnail(source: VideoSource): string | null {
  return source.kind === 'youtube' ? `https://i.ytimg.com/vi/${source.id}/hqdefault.jpg` : null;
}

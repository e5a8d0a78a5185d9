import { describe, expect, it } from 'vitest';
import { autoplayUrl, toEmbed, videoSource, videoThumbnail } from '../../src/lib/video.ts';

describe('video link conversion (public spec section 4)', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('turns the YouTube link %s into a privacy-enhanced player', (link, id) => {
    expect(toEmbed(link)).toEqual({ kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://www.vimeo.com/76979871/', '76979871'],
    ['https://player.vimeo.com/video/76979871', '76979871'],
  ])('turns the Vimeo link %s into a player', (link, id) => {
    expect(toEmbed(link)).toEqual({ kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` });
  });

  it('embeds no other external link (docs/decisions/012)', () => {
    expect(toEmbed('https://media.example.com/player/42')).toBeNull();
    expect(toEmbed('https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(toEmbed('https://www.youtube.com/watch?v=dQw4w9WgXcQ;frame-src *')).toBeNull();
  });

  it('refuses links that are not http(s) or not URLs at all', () => {
    expect(toEmbed('javascript:alert(1)')).toBeNull();
    expect(toEmbed('not a url')).toBeNull();
    expect(toEmbed('ftp://example.com/video.mp4')).toBeNull();
  });

  it('does not mistake a malformed YouTube id for a video', () => {
    expect(toEmbed('https://www.youtube.com/watch?v=short')).toBeNull();
  });

  it('prefers an uploaded file, then the external link, else nothing', () => {
    expect(videoSource('/media/videos/1.mp4', 'https://youtu.be/dQw4w9WgXcQ')).toEqual({ kind: 'file', url: '/media/videos/1.mp4' });
    expect(videoSource(null, 'https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('youtube');
    expect(videoSource(null, null)).toBeNull();
    expect(videoSource('  ', '')).toBeNull();
    expect(videoSource('/media/../../etc/passwd', null)).toBeNull();
    expect(videoSource('javascript:alert(1)', 'https://youtu.be/dQw4w9WgXcQ')?.kind).toBe('youtube');
  });

  it('knows YouTube thumbnails only', () => {
    const yt = toEmbed('https://youtu.be/dQw4w9WgXcQ');
    const vimeo = toEmbed('https://vimeo.com/76979871');
    expect(yt && videoThumbnail(yt)).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(vimeo && videoThumbnail(vimeo)).toBeNull();
  });

  it('starts the player when it is loaded by the play button (decision 038)', () => {
    const yt = toEmbed('https://youtu.be/dQw4w9WgXcQ?t=42');
    const vimeo = toEmbed('https://vimeo.com/76979871');
    expect(yt && autoplayUrl(yt)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(vimeo && autoplayUrl(vimeo)).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });
});

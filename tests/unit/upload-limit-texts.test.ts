/**
 * The back office states the upload limits the server enforces: every hint that gives a size
 * gives the server's own (functions/media/kinds.ts), not a number typed beside it.
 */
import { describe, expect, it } from 'vitest';
import { KIND_RULES } from '../../functions/media/kinds.ts';
import { ARTICLE_STRINGS } from '../../src/admin/features/articles/strings.ts';
import { EBOOK_STRINGS } from '../../src/admin/features/ebooks/strings.ts';
import { MEDIA_STRINGS } from '../../src/admin/features/media/strings.ts';
import { REVIEW_STRINGS } from '../../src/admin/features/reviews/strings.ts';
import { $adminLocale } from '../../src/admin/lib/i18n.ts';

const megabytes = (kind: keyof typeof KIND_RULES) => KIND_RULES[kind].maxBytes / 2 ** 20;

describe('upload limits in the back office', () => {
  it("the media library's hint gives each kind's limit", () => {
    expect(MEDIA_STRINGS.uploadLimits).toContain(`Imagens até ${megabytes('images')} MB`);
    expect(MEDIA_STRINGS.uploadLimits).toContain(`áudio até ${megabytes('audio')} MB`);
    expect(MEDIA_STRINGS.uploadLimits).toContain(`vídeos até ${megabytes('videos')} MB`);
    expect(MEDIA_STRINGS.uploadLimits).toMatch(new RegExp(`produtos(?: e capas)? até ${megabytes('products')} MB`));
    expect(MEDIA_STRINGS.uploadLimits).toMatch(new RegExp(`capas até ${megabytes('ebook-covers')} MB`));
  });

  it('the article, review and ebook forms give the video and cover limits', () => {
    expect(ARTICLE_STRINGS.videoMax).toBe(`Máx: ${megabytes('videos')}MB`);
    expect(REVIEW_STRINGS.fieldVideoHint).toContain(`máx. ${megabytes('videos')} MB`);
    expect(EBOOK_STRINGS.fieldCoverHint).toContain(`até ${megabytes('ebook-covers')} MB`);
    $adminLocale.set('en');
    try {
      expect(EBOOK_STRINGS.fieldCoverHint).toContain(`up to ${megabytes('ebook-covers')} MB`);
      expect(ARTICLE_STRINGS.videoMax).toContain(`${megabytes('videos')}`);
    } finally {
      $adminLocale.set('pt');
    }
  });

  it('the texts people saw before are unchanged', () => {
    expect(MEDIA_STRINGS.uploadLimits).toBe(
      'Imagens até 10 MB, áudio até 30 MB (MP3 ou WAV), vídeos até 100 MB (MP4 ou WebM), produtos e capas até 5 MB.',
    );
    expect(ARTICLE_STRINGS.videoMax).toBe('Máx: 100MB');
  });
});

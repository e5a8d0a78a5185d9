import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../functions/articles/sanitize.ts';
import {
  addParagraphs,
  convertWordPressBody,
  originalImageUrl,
  shortcodeAttributes,
  type BodyContext,
} from '../../functions/import/wordpress/content.ts';

const context: BodyContext = {
  siteUrl: 'https://casaserena.example',
  attachments: new Map([
    [55, 'https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg'],
    [56, 'https://casaserena.example/wp-content/uploads/2024/03/chave.png'],
  ]),
  affiliateLinks: new Map([['travesseiro-firme', { title: 'Travesseiro firme', url: 'https://shop.example/travesseiro?ref=casaserena' }]]),
};

describe('addParagraphs', () => {
  it('parts a classic body on blank lines and keeps single line ends as breaks', () => {
    expect(addParagraphs('One.\n\nTwo,\nstill two.\r\n\r\n<h2>Three</h2>')).toBe(
      '<p>One.</p>\n<p>Two,<br>\nstill two.</p>\n<h2>Three</h2>',
    );
  });
});

describe('shortcodeAttributes', () => {
  it('reads the three quotings WordPress accepts', () => {
    expect(shortcodeAttributes(` id="attachment_5" align='center' width=300 caption="A &quot;safe&quot;"`)).toEqual({
      id: 'attachment_5',
      align: 'center',
      width: '300',
      caption: 'A "safe"',
    });
  });
});

describe('originalImageUrl', () => {
  it('traces a resized copy back to its upload and leaves other names alone', () => {
    expect(originalImageUrl('https://x.example/wp-content/uploads/2024/03/cofre-1024x683.jpg')).toBe(
      'https://x.example/wp-content/uploads/2024/03/cofre.jpg',
    );
    expect(originalImageUrl('https://x.example/a/photo-2x1.webp?v=2')).toBe('https://x.example/a/photo.webp?v=2');
    expect(originalImageUrl('https://x.example/a/1920x1080.jpg')).toBe('https://x.example/a/1920x1080.jpg');
  });
});

describe('convertWordPressBody', () => {
  it('drops Gutenberg block comments and keeps the blocks', () => {
    const body = convertWordPressBody(
      '<!-- wp:paragraph -->\n<p>Hello.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image {"id":55} -->\n<figure class="wp-block-image"><img src="https://casaserena.example/wp-content/uploads/2024/03/cofre-1024x683.jpg" alt="A safe" class="wp-image-55"/></figure>\n<!-- /wp:image -->',
      context,
    );
    expect(body.html).not.toContain('wp:');
    expect(body.images).toEqual(['https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg']);
    expect(sanitizeArticleHtml(body.html)).toBe(
      '<p>Hello.</p>\n\n<figure><img src="https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg" alt="A safe" /></figure>',
    );
  });

  it('turns [caption] and [gallery] into figures, and a classic body into paragraphs', () => {
    const body = convertWordPressBody(
      'Intro line.\n\n[caption id="attachment_55" align="alignnone" width="300"]<img src="https://casaserena.example/wp-content/uploads/2024/03/cofre-300x200.jpg" alt="A safe" width="300" height="200" /> A safe on a shelf[/caption]\n\n[gallery ids="55,56,999"]',
      context,
    );
    expect(sanitizeArticleHtml(body.html)).toBe(
      [
        '<p>Intro line.</p>',
        '<figure><img src="https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg" alt="A safe" width="300" height="200" /><figcaption>A safe on a shelf</figcaption></figure>',
        '<figure><img src="https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg" alt="" /></figure>',
        '<figure><img src="https://casaserena.example/wp-content/uploads/2024/03/chave.png" alt="" /></figure>',
      ].join('\n'),
    );
    expect(body.images).toEqual([
      'https://casaserena.example/wp-content/uploads/2024/03/cofre.jpg',
      'https://casaserena.example/wp-content/uploads/2024/03/chave.png',
    ]);
    expect(body.unknownShortcodes).toEqual([]);
  });

  it('makes the first YouTube or Vimeo embed the article video and keeps later ones as links', () => {
    const body = convertWordPressBody(
      'Watch this:\n\nhttps://www.youtube.com/watch?v=dQw4w9WgXcQ\n\n[embed]https://vimeo.com/76979871[/embed]\n\n<figure class="wp-block-embed is-type-video"><div class="wp-block-embed__wrapper">\nhttps://youtu.be/abcdefghijk\n</div></figure>',
      context,
    );
    expect(body.videoLink).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(body.html).toContain('<a href="https://vimeo.com/76979871">https://vimeo.com/76979871</a>');
    expect(body.html).toContain('<a href="https://youtu.be/abcdefghijk">');
    expect(body.html).not.toContain('dQw4w9WgXcQ');
  });

  it('keeps unknown shortcodes as text and names them, and leaves [[escaped]] ones alone', () => {
    const body = convertWordPressBody(
      '<p>[contact-form-7 id="12" title="Contact"]</p>\n<p>[[gallery]] is how you write it.</p>\n<p>[su_button url="x"]Go[/su_button]</p>',
      context,
    );
    expect(body.unknownShortcodes).toEqual(['contact-form-7', 'su_button']);
    expect(body.html).toContain('[contact-form-7 id="12" title="Contact"]');
    expect(body.html).toContain('[[gallery]]');
  });

  it('points ThirstyAffiliates links at their destination and collects AAWP boxes', () => {
    const body = convertWordPressBody(
      '<p>Try <a href="https://www.casaserena.example/recommends/travesseiro-firme/">a firm pillow</a> or <a href="/recommends/unknown-thing">this</a>.</p>\n<p>[aawp box="B07XYZ1234,b0000abcde"]</p>\n<p><a href="https://elsewhere.example/recommends/travesseiro-firme/">not ours</a></p>',
      context,
    );
    expect(body.products).toEqual([{ name: 'a firm pillow', url: 'https://shop.example/travesseiro?ref=casaserena' }]);
    expect(body.html).toContain('<a href="https://shop.example/travesseiro?ref=casaserena">a firm pillow</a>');
    expect(body.html).toContain('href="https://elsewhere.example/recommends/travesseiro-firme/"');
    expect(body.unknownAffiliateLinks).toEqual(['unknown-thing']);
    expect(body.asins).toEqual(['B07XYZ1234', 'B0000ABCDE']);
    expect(body.html).not.toContain('aawp');
  });

  it('gives a sanitizer-safe body for hostile markup', () => {
    const body = convertWordPressBody(
      '<p onclick="x()">Hi<script>alert(1)</script></p><iframe src="https://evil.example"></iframe>',
      context,
    );
    expect(sanitizeArticleHtml(body.html)).toBe('<p>Hi</p>');
  });
});

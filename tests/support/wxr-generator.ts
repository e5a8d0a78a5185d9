/**
 * A generated WordPress export (WXR 1.2, Polylang) for the import's kill test and bench: `posts`
 * posts of about `postBytes` each, every second one the Portuguese translation of the one before
 * (one post_translations term per pair), every fifth one with a featured image and an inline
 * copy of it served by `imageOrigin` (/img/{n}.jpg), spread over three categories and five tags.
 * Written as a stream, so a file of any size costs no memory.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

export interface WxrSpec {
  posts: number;
  postBytes: number;
  /** Where the images live (a loopback server of the test or bench); the export's own site is casa.example. */
  imageOrigin: string;
}

const SITE = 'https://casa.example';
const CATEGORIES = ['financas', 'sono', 'rotina'];
const TAGS = ['orcamento', 'habitos', 'descanso', 'familia', 'foco'];
const SENTENCE = 'A calm paragraph about money, sleep and the small habits that hold a week together. ';

/** The 1-based numbers of the posts that carry an image. */
export function postHasImage(n: number): boolean {
  return n % 5 === 0;
}

function item(n: number, spec: WxrSpec): string {
  const translated = n % 2 === 0;
  const language = translated ? 'pt' : 'en';
  const slug = translated ? `artigo-${n}` : `article-${n}`;
  const category = CATEGORIES[Math.floor(n / 2) % CATEGORIES.length];
  const tag = TAGS[Math.floor(n / 2) % TAGS.length];
  const date = new Date(Date.UTC(2023, 0, 1) + n * 3_600_000);
  const sql = date.toISOString().slice(0, 19).replace('T', ' ');
  const image = postHasImage(n) ? `${spec.imageOrigin}/img/${n}.jpg` : null;
  const paragraphs: string[] = [];
  let size = 0;
  for (let p = 0; size < spec.postBytes; p += 1) {
    const text = `<!-- wp:paragraph -->\n<p>${`${p + 1}. `}${SENTENCE.repeat(4)}</p>\n<!-- /wp:paragraph -->\n`;
    paragraphs.push(text);
    size += text.length;
  }
  if (image)
    paragraphs.splice(
      1,
      0,
      `<!-- wp:image -->\n<figure class="wp-block-image"><img src="${image}" alt="Picture ${n}"/></figure>\n<!-- /wp:image -->\n`,
    );
  const pair = translated ? n - 1 : n;
  return `	<item>
		<title><![CDATA[${translated ? 'Artigo' : 'Article'} ${n}: notes on a quiet week]]></title>
		<link>${SITE}/${language}/${date.getUTCFullYear()}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${slug}/</link>
		<pubDate>${date.toUTCString().replace('GMT', '+0000')}</pubDate>
		<dc:creator><![CDATA[writer]]></dc:creator>
		<guid isPermaLink="false">${SITE}/?p=${n}</guid>
		<content:encoded><![CDATA[${paragraphs.join('')}]]></content:encoded>
		<excerpt:encoded><![CDATA[]]></excerpt:encoded>
		<wp:post_id>${n}</wp:post_id>
		<wp:post_date_gmt><![CDATA[${sql}]]></wp:post_date_gmt>
		<wp:post_name><![CDATA[${slug}]]></wp:post_name>
		<wp:status><![CDATA[publish]]></wp:status>
		<wp:post_type><![CDATA[post]]></wp:post_type>
		<category domain="category" nicename="${category}"><![CDATA[${category}]]></category>
		<category domain="post_tag" nicename="${tag}"><![CDATA[${tag}]]></category>
		<category domain="language" nicename="${language}"><![CDATA[${language}]]></category>
		<category domain="post_translations" nicename="pll_${pair}"><![CDATA[pll_${pair}]]></category>
${image ? `		<wp:postmeta><wp:meta_key><![CDATA[_thumbnail_id]]></wp:meta_key><wp:meta_value><![CDATA[${1_000_000 + n}]]></wp:meta_value></wp:postmeta>\n` : ''}	</item>
${
  image
    ? `	<item>
		<title><![CDATA[picture ${n}]]></title>
		<wp:post_id>${1_000_000 + n}</wp:post_id>
		<wp:post_type><![CDATA[attachment]]></wp:post_type>
		<wp:status><![CDATA[inherit]]></wp:status>
		<wp:attachment_url><![CDATA[${image}]]></wp:attachment_url>
	</item>
`
    : ''
}`;
}

function head(spec: WxrSpec): string {
  const terms = [];
  for (let n = 1; n <= spec.posts; n += 2) {
    const members = n + 1 <= spec.posts ? `a:2:{s:2:"en";i:${n};s:2:"pt";i:${n + 1};}` : `a:1:{s:2:"en";i:${n};}`;
    terms.push(
      `	<wp:term><wp:term_taxonomy><![CDATA[post_translations]]></wp:term_taxonomy><wp:term_slug><![CDATA[pll_${n}]]></wp:term_slug><wp:term_description><![CDATA[${members}]]></wp:term_description></wp:term>`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel>
	<title>Casa</title>
	<link>${SITE}</link>
	<wp:wxr_version>1.2</wp:wxr_version>
	<wp:base_site_url>${SITE}</wp:base_site_url>
	<wp:author><wp:author_login><![CDATA[writer]]></wp:author_login><wp:author_display_name><![CDATA[Rita Writer]]></wp:author_display_name></wp:author>
${CATEGORIES.map((slug) => `	<wp:category><wp:category_nicename><![CDATA[${slug}]]></wp:category_nicename><wp:cat_name><![CDATA[${slug}]]></wp:cat_name></wp:category>`).join('\n')}
${terms.join('\n')}
`;
}

/** Writes the export to `file`; answers its size in bytes. */
export async function writeWxr(file: string, spec: WxrSpec): Promise<number> {
  const out = createWriteStream(file);
  let bytes = 0;
  const write = async (text: string) => {
    bytes += Buffer.byteLength(text);
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(head(spec));
  for (let n = 1; n <= spec.posts; n += 1) await write(item(n, spec));
  await write('</channel>\n</rss>\n');
  out.end();
  await once(out, 'finish');
  return bytes;
}

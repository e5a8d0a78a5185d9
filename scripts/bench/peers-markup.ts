/**
 * The peers' article template, made from our own built article page (BENCH=peers): every value
 * of the reference article in that page (title, description, URLs, category, dates, its
 * translation, the body, the related cards) is replaced with the peer's own template syntax, so
 * Hugo and Eleventy write the same head, header, footer, article and related list as our build.
 * Values are escaped once, when exported (HTML, JSON-LD and URL forms), and the templates insert
 * them as they are: Hugo through a plain-text output format, Eleventy through a JavaScript
 * template. What the templates do per page is substitution and one loop (the related cards).
 */
import { relatedArticles, articleReadingMinutes } from '../../src/lib/content/queries.ts';
import type { SiteContent } from '../../src/lib/content/api.ts';
import type { PublishedArticle } from '../../src/lib/content/schema.ts';
import { CATEGORY_LABELS } from '../../src/lib/categories.ts';

type Lang = 'en' | 'pt';

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** A string's inside in our JSON-LD (JSON.stringify, then `&` and `<` as \u escapes, as the page writes them). */
const json = (text: string) => JSON.stringify(text).slice(1, -1).replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
const pathOf = (article: Pick<PublishedArticle, 'slug' | 'idioma'>) => `${article.idioma === 'pt' ? '/pt' : ''}/artigos/${article.slug}`;
const dayLabel = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

export interface PeerCard {
  path: string;
  title: string;
  description: string;
  cat: string;
  catlabel: string;
  day: string;
  daylabel: string;
  minutes: string;
  /** The other-language badge and attributes (empty for an article in the page's language). */
  badge: string;
  langattr: string;
  plang: string;
}

/** Everything an article page shows, each value in the form its place in the page needs. */
export interface PeerArticle {
  lang: Lang;
  path: string;
  title: string;
  description: string;
  body: string;
  translation: boolean;
  fields: Record<string, string>;
  related: PeerCard[];
}

const BADGE: Record<Lang, Record<Lang, string>> = {
  en: { en: 'In English', pt: 'In Portuguese' },
  pt: { en: 'Em inglês', pt: 'Em português' },
};

function card(article: PublishedArticle, pageLang: Lang): PeerCard {
  const foreign = article.idioma !== pageLang;
  const lang = article.idioma === 'pt' ? 'pt-BR' : 'en';
  return {
    path: pathOf(article),
    title: html(article.titulo),
    description: html(article.meta_descricao),
    cat: article.categoria,
    catlabel: html(CATEGORY_LABELS[pageLang][article.categoria]),
    day: article.data_publicacao.slice(0, 10),
    daylabel: dayLabel(article.data_publicacao, pageLang),
    minutes: String(articleReadingMinutes(article)),
    badge: foreign ? `<span class="language-badge" data-language-badge="${article.idioma}">${BADGE[pageLang][article.idioma]}</span>` : '',
    langattr: foreign ? ` lang="${lang}" hreflang="${article.idioma}"` : '',
    plang: foreign ? ` lang="${lang}"` : '',
  };
}

export function articleData(content: SiteContent, article: PublishedArticle, siteUrl: string): PeerArticle {
  const lang = article.idioma;
  const path = pathOf(article);
  const url = `${siteUrl}${path}`;
  const translation = article.traducao ? pathOf({ slug: article.traducao.slug, idioma: article.traducao.idioma }) : path;
  const label = CATEGORY_LABELS[lang][article.categoria];
  return {
    lang,
    path,
    title: article.titulo,
    description: article.meta_descricao,
    body: article.conteudo_html,
    translation: Boolean(article.traducao),
    fields: {
      id: article.id,
      titlehtml: html(article.titulo),
      titlejson: json(article.titulo),
      etitle: encodeURIComponent(article.titulo),
      deschtml: html(article.meta_descricao),
      descjson: json(article.meta_descricao),
      path,
      url,
      eurl: encodeURIComponent(url),
      epath: encodeURIComponent(path),
      tpath: translation,
      turl: `${siteUrl}${translation}`,
      ttitlehtml: html(article.traducao?.titulo ?? article.titulo),
      ttitlejson: json(article.traducao?.titulo ?? article.titulo),
      cat: article.categoria,
      catlabelhtml: html(label),
      catlabeljson: json(label),
      published: article.data_publicacao,
      modified: article.updated_at,
      day: article.data_publicacao.slice(0, 10),
      daylabel: dayLabel(article.data_publicacao, lang),
    },
    related: relatedArticles(content.articles, article).map((other) => card(other, lang)),
  };
}

/** Replaces every occurrence of each value (longest first, so a value inside another is not cut) with its token. */
function tokenize(page: string, values: Array<[string, string]>): string {
  let out = page;
  for (const [value, token] of [...values].filter(([value]) => value.length >= 2).sort((a, b) => b[0].length - a[0].length)) {
    out = out.split(value).join(`\u0000${token}\u0001`);
  }
  return out;
}

const RELATED_LIST = /(<section[^>]*aria-labelledby="related-title"[^>]*>[\s\S]*?<ul[^>]*role="list">)([\s\S]*?)(<\/ul><\/div><\/section>)/;

/** The reference page as a template for each peer (tokens \0name\1 turned into each one's syntax). */
export function markupTemplate(page: string, reference: PeerArticle): { hugo: string; eleventy: string } {
  // The related list: one card, made a template, repeated per related article.
  const related = RELATED_LIST.exec(page);
  if (!related) throw new Error('the reference page has no related list');
  const firstCard = /<li class="flex">[\s\S]*?<\/li>/.exec(related[2]!)![0];
  const cardRef = reference.related.find((c) => firstCard.includes(`href="${c.path}"`))!;
  let cardTemplate = firstCard;
  if (cardRef.badge) cardTemplate = cardTemplate.replace(cardRef.badge, '\u0000c.badge\u0001');
  else cardTemplate = cardTemplate.replace(/(<span class="inline-flex[^>]*>[^<]*<\/span>)/, '$1\u0000c.badge\u0001');
  cardTemplate = cardTemplate
    .replace(`href="${cardRef.path}"${cardRef.langattr}`, `href="${cardRef.path}"\u0000c.langattr\u0001`)
    .replace(`<p class="text-ink-soft line-clamp-3"${cardRef.plang}>`, '<p class="text-ink-soft line-clamp-3"\u0000c.plang\u0001>');
  cardTemplate = tokenize(cardTemplate, [
    [cardRef.path, 'c.path'],
    [cardRef.title, 'c.title'],
    [cardRef.description, 'c.description'],
    [`cat-${cardRef.cat}`, 'c.catclass'],
    [cardRef.catlabel, 'c.catlabel'],
    [cardRef.daylabel, 'c.daylabel'],
    [`datetime="${cardRef.day}"`, 'c.datetime'],
    [`>${cardRef.minutes} min`, 'c.minutes'],
  ]);
  let template = page.replace(RELATED_LIST, `$1\u0000related\u0001$3`);

  const bodyAt = template.indexOf(reference.body);
  if (bodyAt < 0) throw new Error('the reference page does not show its body as stored');
  template = `${template.slice(0, bodyAt)}\u0000body\u0001${template.slice(bodyAt + reference.body.length)}`;
  const f = reference.fields;
  template = tokenize(
    template,
    Object.entries(f)
      .filter(([name]) => !['day', 'cat'].includes(name))
      .map(([name, value]) => [value, `f.${name}`] as [string, string])
      .concat([
        [`datetime="${f.day}"`, 'f.datetime'],
        [`cat-${f.cat}`, 'f.catclass'],
        [`/categoria/${f.cat}`, 'f.catpath'],
        [`data-article-category="${f.cat}"`, 'f.catattr'],
      ]),
  );

  // Hugo: the page's params, lower-cased; the loop over .Params.related.
  const hugoToken = (name: string) => {
    if (name === 'body') return '{{ .Content }}';
    if (name === 'related') return '{{ range .Params.related }}\u0002{{ end }}';
    if (name.startsWith('c.')) return hugoCard(name.slice(2));
    return hugoField(name.slice(2));
  };
  const hugoField = (name: string) =>
    ({
      datetime: 'datetime="{{ .Params.fields.day }}"',
      catclass: 'cat-{{ .Params.fields.cat }}',
      catpath: '/categoria/{{ .Params.fields.cat }}',
      catattr: 'data-article-category="{{ .Params.fields.cat }}"',
    })[name] ?? `{{ .Params.fields.${name} }}`;
  const hugoCard = (name: string) =>
    ({
      catclass: 'cat-{{ .cat }}',
      datetime: 'datetime="{{ .day }}"',
      minutes: '>{{ .minutes }} min',
    })[name] ?? `{{ .${name} }}`;
  const hugoCardTemplate = cardTemplate.replace(/\u0000([^\u0001]+)\u0001/g, (_, name: string) => hugoToken(name));
  const hugo = template.replace(/\u0000([^\u0001]+)\u0001/g, (_, name: string) => hugoToken(name)).replace('\u0002', hugoCardTemplate);

  // Eleventy: a JavaScript template (the fastest it has), the text as a template literal.
  const literal = (text: string) => text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
  const jsToken = (name: string): string => {
    if (name === 'body') return '${data.content}';
    if (name === 'related') return "${data.related.map((c) => `\u0002`).join('')}";
    if (name.startsWith('c.')) return jsCard(name.slice(2));
    return jsField(name.slice(2));
  };
  const jsField = (name: string) =>
    ({
      datetime: 'datetime="${f.day}"',
      catclass: 'cat-${f.cat}',
      catpath: '/categoria/${f.cat}',
      catattr: 'data-article-category="${f.cat}"',
    })[name] ?? `\${f.${name}}`;
  const jsCard = (name: string) =>
    ({
      catclass: 'cat-${c.cat}',
      datetime: 'datetime="${c.day}"',
      minutes: '>${c.minutes} min',
    })[name] ?? `\${c.${name}}`;
  const jsCardTemplate = literal(cardTemplate).replace(/\u0000([^\u0001]+)\u0001/g, (_, name: string) => jsCard(name.slice(2)));
  const jsBody = literal(template)
    .replace(/\u0000([^\u0001]+)\u0001/g, (_, name: string) => jsToken(name))
    .replace('\u0002', jsCardTemplate);
  const eleventy = `// Made by scripts/bench/peers-markup.ts from our built article page.\nexport default function render(data) {\n  const f = data.fields;\n  return \`${jsBody}\`;\n}\n`;
  return { hugo, eleventy };
}

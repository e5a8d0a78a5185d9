/**
 * The files of the live /sitemap.xml index (docs/decisions/051), as the server splits the
 * published articles: the interface pages' part, then the article parts, each with its count.
 */
import { formatCount } from '../../../lib/format.ts';
import { SEO_PARTS_STRINGS as S } from '../parts-strings.ts';

export interface SitemapPart {
  path: string;
  urls: number;
}

export default function SitemapParts({ parts }: { parts: readonly SitemapPart[] }) {
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-ink">{S.partsTitle}</h3>
      <p className="mt-1 text-sm text-ink-soft">{S.partsLead(parts.length)}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {parts.map((part) => (
          <li key={part.path} className="flex flex-wrap gap-x-2">
            <a href={part.path} target="_blank" rel="noopener" className="text-link font-mono">
              {part.path}
            </a>
            <span className="text-ink-soft">
              {part.path === '/sitemap-pages.xml' ? S.pagesPart : S.articlesPart} · {S.urls(formatCount(part.urls))}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

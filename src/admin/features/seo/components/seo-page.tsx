/**
 * /admin/seo: builds sitemap.xml in the browser from the published articles (fixed pages
 * first), shows it, and downloads it. The live site also serves its own /sitemap.xml.
 */
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import Pager from '../../../components/pager.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFetchSitemapEntries } from '../api/sitemap-entries.ts';
import { buildSitemapXml, STATIC_ENTRIES } from '../lib/build-sitemap.ts';
import SitemapParts, { type SitemapPart } from './sitemap-parts.tsx';
import { SEO_STRINGS as S } from '../strings.ts';
import { SEO_PREVIEW_PAGE_STRINGS as P } from '../preview-page-strings.ts';
import { SITEMAP_PREVIEW_PAGE } from '../../../../lib/contracts/overview.ts';

function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/xml' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

interface Preview {
  xml: string;
  /** Published articles in all. */
  articles: number;
  parts: SitemapPart[];
  page: number;
  nextCursor: string | null;
  previousCursor: string | null;
}

export default function SeoPage() {
  const id = useId();
  const fetchEntries = useFetchSitemapEntries();
  const [busy, setBusy] = useState<'preview' | 'download' | 'page' | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const previewRef = useRef<HTMLPreElement>(null);

  /** One page of the preview (decision 083): the fixed pages and the newest articles first, then the next articles. */
  const showPage = async (page: number, cursor?: string, previous?: Preview) => {
    const answer = await fetchEntries.page({ limit: SITEMAP_PREVIEW_PAGE, cursor });
    const first = !answer.previous_cursor;
    setPreview({
      xml: buildSitemapXml(window.location.origin, answer.articles, first),
      articles: answer.total ?? answer.articles.length,
      parts: answer.parts ?? previous?.parts ?? [],
      page: first ? 1 : page,
      nextCursor: answer.next_cursor ?? null,
      previousCursor: answer.previous_cursor ?? null,
    });
  };

  const generate = async () => {
    setBusy('preview');
    try {
      await showPage(1);
      toast.success(S.generated);
    } catch (error) {
      toast.error(S.generateError, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const turnPage = async (page: number) => {
    if (!preview) return;
    setBusy('page');
    try {
      const cursor = page === 1 ? undefined : page > preview.page ? preview.nextCursor : preview.previousCursor;
      await showPage(page, cursor ?? undefined, preview);
      previewRef.current?.focus();
    } catch (error) {
      toast.error(S.generateError, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      // The download is the whole sitemap the specification describes: every published article.
      const { articles } = await fetchEntries.whole();
      saveFile(buildSitemapXml(window.location.origin, articles), 'sitemap.xml');
      toast.success(S.downloaded, { description: S.downloadedText });
    } catch (error) {
      toast.error(S.downloadError, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const pages = preview ? Math.max(preview.page + (preview.nextCursor ? 1 : 0), Math.ceil(preview.articles / SITEMAP_PREVIEW_PAGE)) : 1;

  const actions = (
    <>
      <button type="button" className={SECONDARY_BUTTON} onClick={() => void generate()} disabled={busy !== null}>
        {busy === 'preview' ? <Spinner className="size-4" /> : <Icon name="eye" className="size-4" />}
        {busy === 'preview' ? S.generating : S.generate}
      </button>
      <button type="button" className={PRIMARY_BUTTON} onClick={() => void download()} disabled={busy !== null}>
        {busy === 'download' ? <Spinner className="size-4" /> : <Icon name="download" className="size-4" />}
        {busy === 'download' ? S.downloading : S.download}
      </button>
    </>
  );

  return (
    <>
      <PageHeader title={S.title} description={S.lead} actions={actions} />

      <p className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-xl bg-brand-soft px-4 py-3 text-sm text-ink ring-1 ring-brand/15">
        <Icon name="globe" className="size-4 shrink-0 text-brand" />
        <span>{S.liveSitemap}</span>
        <a href="/sitemap.xml" target="_blank" rel="noopener" className="text-link">
          /sitemap.xml<span className="sr-only"> ({S.newTab})</span>
        </a>
      </p>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby={`${id}-preview`} className={`${CARD_CLASS} min-w-0`}>
          <h2 id={`${id}-preview`} className="text-h3 text-brand-strong">
            {S.previewTitle}
          </h2>
          <p aria-live="polite" className="mt-1 text-sm text-ink-soft">
            {preview ? S.summary(STATIC_ENTRIES.length + preview.articles, preview.articles) : ''}
          </p>
          {preview ? <SitemapParts parts={preview.parts} /> : null}
          {preview ? (
            <pre
              ref={previewRef}
              tabIndex={0}
              aria-busy={busy === 'page'}
              aria-label={S.previewTitle}
              className="mt-4 max-h-[36rem] overflow-auto rounded-xl bg-brand-strong p-4 font-mono text-xs leading-relaxed text-on-dark sm:text-sm"
            >
              <code>{preview.xml}</code>
            </pre>
          ) : (
            <p className="mt-4 rounded-xl border-2 border-dashed border-line-strong bg-paper px-4 py-10 text-center text-ink-soft">
              {S.previewEmpty}
            </p>
          )}
          {preview ? (
            <>
              <p className="mt-3 text-sm text-ink-soft">{P.pageLead(SITEMAP_PREVIEW_PAGE)}</p>
              <Pager
                page={preview.page}
                pages={preview.nextCursor ? Math.max(pages, preview.page + 1) : preview.page}
                onPage={(page) => void turnPage(page)}
                texts={{ label: P.pagination, previous: P.previous, next: P.next, pageOf: P.pageOf }}
              />
            </>
          ) : null}
        </section>

        <section aria-labelledby={`${id}-how`} className={`${CARD_CLASS} h-fit`}>
          <h2 id={`${id}-how`} className="text-h3 text-brand-strong">
            {S.howTitle}
          </h2>
          <ol className="mt-4 space-y-3">
            {S.how.map((step, index) => (
              <li key={step} className="flex gap-3 text-ink-soft">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-soft text-sm font-bold text-brand"
                >
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

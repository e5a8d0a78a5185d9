/**
 * /admin/seo: builds sitemap.xml in the browser from the published articles (fixed pages
 * first), shows it, and downloads it. The live site also serves its own /sitemap.xml.
 */
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import Icon from '../../../components/icons.tsx';
import PageHeader from '../../../components/page-header.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useFetchSitemapEntries } from '../api/sitemap-entries.ts';
import { buildSitemapXml, STATIC_ENTRIES } from '../lib/build-sitemap.ts';
import SitemapParts, { type SitemapPart } from './sitemap-parts.tsx';
import { SEO_STRINGS as S } from '../strings.ts';

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

export default function SeoPage() {
  const id = useId();
  const fetchEntries = useFetchSitemapEntries();
  const [busy, setBusy] = useState<'preview' | 'download' | null>(null);
  const [preview, setPreview] = useState<{ xml: string; articles: number; parts: SitemapPart[] } | null>(null);

  const build = async () => {
    const { articles, parts } = await fetchEntries();
    const result = { xml: buildSitemapXml(window.location.origin, articles), articles: articles.length, parts };
    setPreview(result);
    return result;
  };

  const generate = async () => {
    setBusy('preview');
    try {
      await build();
      toast.success(S.generated);
    } catch (error) {
      toast.error(S.generateError, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const download = async () => {
    setBusy('download');
    try {
      const { xml } = await build();
      saveFile(xml, 'sitemap.xml');
      toast.success(S.downloaded, { description: S.downloadedText });
    } catch (error) {
      toast.error(S.downloadError, { description: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

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
              tabIndex={0}
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

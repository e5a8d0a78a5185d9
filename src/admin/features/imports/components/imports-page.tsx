/**
 * /admin/importar (administrators): choose a WordPress or Ghost export and its options,
 * simulate first (the report lists the source's categories to map), then import with the
 * mapping; progress while it runs, with cancel; the report when it ends; recent imports.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CATEGORY_KEYS } from '../../../../lib/categories.ts';
import { categoryLabel } from '../../../lib/categories.ts';
import EmptyState from '../../../components/empty-state.tsx';
import FilePicker from '../../../components/file-picker.tsx';
import { CARD_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import FormField, { describedBy } from '../../../components/form-field.tsx';
import ListTable, { type ListColumn } from '../../../components/list-table.tsx';
import LoadError from '../../../components/load-error.tsx';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { editArticlePath } from '../../../routes.ts';
import {
  useCancelImport,
  useImport,
  useRecentImports,
  useStartImport,
  type ImportReport,
  type ImportRequest,
  type RecentImport,
} from '../api/imports.ts';
import { IMPORT_STRINGS as S } from '../strings.ts';
import { IMPORT_REPORT_STRINGS as R, reportCodeText } from '../report-strings.ts';

const LIST_SHOWN = 50;
type Options = Omit<ImportRequest, 'file' | 'dryRun' | 'categoryMap'>;

function CategorySelect({ id, value, onChange, label }: { id: string; value: string; onChange: (value: string) => void; label?: string }) {
  return (
    <select id={id} value={value} aria-label={label} onChange={(event) => onChange(event.target.value)} className={INPUT_CLASS}>
      <option value="">{S.noCategory}</option>
      {CATEGORY_KEYS.map((key) => (
        <option key={key} value={key}>
          {categoryLabel(key)}
        </option>
      ))}
    </select>
  );
}

function EntryList({ title, entries }: { title: string; entries: ImportReport['problems'] }) {
  if (!entries.length) return null;
  return (
    <section className="mt-6">
      <h3 className="text-base font-semibold text-brand-strong">{title}</h3>
      <ul className="mt-2 space-y-1 text-sm">
        {entries.slice(0, LIST_SHOWN).map((entry, index) => (
          <li key={`${entry.source_key}-${entry.code}-${index}`} className="break-words">
            <span className="font-semibold">{entry.title || entry.source_key}</span>: {reportCodeText(entry.code)}
            {entry.detail ? <span className="text-ink-soft"> ({entry.detail})</span> : null}
          </li>
        ))}
      </ul>
      {entries.length > LIST_SHOWN && <p className="mt-1 text-sm text-ink-soft">{S.more(entries.length - LIST_SHOWN)}</p>}
    </section>
  );
}

function Report({
  report,
  mapping,
  onMap,
}: {
  report: ImportReport;
  mapping: Record<string, string>;
  onMap: (slug: string, key: string) => void;
}) {
  const id = useId();
  const counts: Array<[string, number]> = [
    [report.dry_run ? S.wouldCreate : S.counts.created, report.articles.created],
    [report.dry_run ? S.wouldUpdate : S.counts.updated, report.articles.updated],
    [S.counts.unchanged, report.articles.unchanged],
    [S.counts.skipped, report.articles.skipped],
    [S.counts.failed, report.articles.failed],
    [S.counts.groups, report.translation_groups],
    ...(report.dry_run
      ? ([[S.counts.mediaToFetch, report.media_to_fetch]] as Array<[string, number]>)
      : ([
          [S.counts.mediaFetched, report.media.fetched],
          [S.counts.mediaFailed, report.media.failed],
          [S.counts.redirects, report.redirects.created + report.redirects.kept],
        ] as Array<[string, number]>)),
  ];
  const shortcodes = Object.entries(report.unknown_shortcodes);
  const authors = Object.entries(report.authors ?? {}).slice(0, LIST_SHOWN);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
        {S.reportTitle}
      </h2>
      {report.dry_run && <p className="mt-2 text-sm text-ink-soft">{S.dryRunDone}</p>}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-sand px-4 py-3">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="text-2xl font-semibold tabular-nums text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      {report.dry_run && report.categories.length > 0 && (
        <section className="mt-6">
          <h3 className="text-base font-semibold text-brand-strong">{S.categoriesTitle}</h3>
          <p className="mt-1 text-sm text-ink-soft">{S.categoriesLead}</p>
          <div className="mt-3 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{S.categoriesTitle}</caption>
              <thead className="border-b border-line text-ink-soft">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {S.categoryColumns.source}
                  </th>
                  <th scope="col" className="py-2 pr-3 font-semibold">
                    {S.categoryColumns.posts}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {S.categoryColumns.target}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {report.categories.map((category) => (
                  <tr key={category.slug}>
                    <td className="py-2 pr-3 break-words">{category.name}</td>
                    <td className="py-2 pr-3 tabular-nums">{category.posts}</td>
                    <td className="py-2">
                      <CategorySelect
                        id={`${id}-map-${category.slug}`}
                        label={`${S.categoryColumns.target}: ${category.name}`}
                        value={mapping[category.slug] ?? category.mapped_to ?? ''}
                        onChange={(key) => onMap(category.slug, key)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      {report.slug_clashes.length > 0 && (
        <section className="mt-6">
          <h3 className="text-base font-semibold text-brand-strong">{S.clashesTitle}</h3>
          <ul className="mt-2 space-y-1 font-mono text-sm break-all">
            {report.slug_clashes.slice(0, LIST_SHOWN).map((clash) => (
              <li key={clash.source_key}>{S.clash(clash.slug, clash.resolved_as)}</li>
            ))}
          </ul>
        </section>
      )}
      {shortcodes.length > 0 && (
        <section className="mt-6">
          <h3 className="text-base font-semibold text-brand-strong">{S.shortcodesTitle}</h3>
          <p className="mt-2 text-sm">{shortcodes.map(([name, count]) => `[${name}] × ${count}`).join(', ')}</p>
        </section>
      )}
      {authors.length > 0 && (
        <section className="mt-6">
          <h3 className="text-base font-semibold text-brand-strong">{R.authorsTitle}</h3>
          <p className="mt-1 text-sm text-ink-soft">{R.authorsLead}</p>
          <p className="mt-2 text-sm break-words">{authors.map(([name, count]) => R.authorPosts(name, count)).join(', ')}</p>
        </section>
      )}
      <EntryList title={S.problemsTitle} entries={report.problems} />
      <EntryList title={S.skippedTitle} entries={report.skipped} />
      {report.imported.length > 0 && (
        <section className="mt-6">
          <h3 className="text-base font-semibold text-brand-strong">{S.importedTitle}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {report.imported.slice(0, LIST_SHOWN).map((article) => (
              <li key={article.article_id}>
                <a href={editArticlePath(article.article_id)} className="text-brand hover:underline">
                  {article.titulo}
                </a>{' '}
                <span className="text-ink-soft">({article.idioma})</span>
              </li>
            ))}
          </ul>
          {report.imported.length > LIST_SHOWN && (
            <p className="mt-1 text-sm text-ink-soft">{S.more(report.imported.length - LIST_SHOWN)}</p>
          )}
        </section>
      )}
    </section>
  );
}

function CurrentImport({
  id,
  onRunWithMapping,
  starting,
}: {
  id: string;
  onRunWithMapping: (mapping: Record<string, string>) => void;
  starting: boolean;
}) {
  const current = useImport(id);
  const cancel = useCancelImport();
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const data = current.data;
  if (current.isPending) return <LoadingState label={S.statusTitle} />;
  if (current.isError || !data) return <LoadError title={S.loadError} error={current.error} onRetry={() => void current.refetch()} />;
  const active = data.status === 'queued' || data.status === 'running';
  const total = data.progress.total;
  return (
    <section aria-labelledby="import-current-title" className={CARD_CLASS}>
      <h2 id="import-current-title" className="text-h3 text-brand-strong">
        {S.statusTitle}: {data.file_name}
        {data.dry_run ? ` (${S.dryRunTag})` : ''}
      </h2>
      <p role="status" className="mt-3 font-semibold">
        {S.status[data.status]} · {S.progress(data.progress.done, total)}
      </p>
      {active && (
        <>
          <div
            role="progressbar"
            aria-label={S.statusTitle}
            aria-valuemin={0}
            aria-valuemax={total ?? 100}
            aria-valuenow={total ? data.progress.done : undefined}
            className="mt-3 h-2 overflow-hidden rounded-full bg-sand"
          >
            <div
              className="h-full bg-brand transition-all"
              style={{ width: total ? `${Math.round((100 * data.progress.done) / total)}%` : '10%' }}
            />
          </div>
          <button
            type="button"
            className={`${SECONDARY_BUTTON} mt-4`}
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(id, {
                onSuccess: () => toast.success(S.cancelled),
                onError: (error) => toast.error(S.cancelError, { description: errorMessage(error) }),
              })
            }
          >
            {S.cancel}
          </button>
        </>
      )}
      {data.error && <p className="mt-3 text-sm text-accent">{data.error}</p>}
      {data.report && (
        <Report report={data.report} mapping={mapping} onMap={(slug, key) => setMapping((before) => ({ ...before, [slug]: key }))} />
      )}
      {data.status === 'done' && data.dry_run && (
        <button type="button" className={`${PRIMARY_BUTTON} mt-6`} disabled={starting} onClick={() => onRunWithMapping(mapping)}>
          {starting && <Spinner />}
          {S.runWithMapping}
        </button>
      )}
    </section>
  );
}

function RecentImports({ onOpen }: { onOpen: (id: string) => void }) {
  const recent = useRecentImports();
  const columns: Array<ListColumn<RecentImport>> = [
    { header: S.recentColumns.file, className: 'break-all', cell: (item) => item.file_name },
    {
      header: S.recentColumns.kind,
      cell: (item) => `${item.source === 'wordpress' ? 'WordPress' : 'Ghost'}${item.dry_run ? ` (${S.dryRunTag})` : ''}`,
    },
    { header: S.recentColumns.status, cell: (item) => S.status[item.status] },
    { header: S.recentColumns.when, className: 'text-ink-soft', cell: (item) => formatDateTime(item.created_at) },
    {
      header: S.open,
      hiddenHeader: true,
      cell: (item) => (
        <button type="button" className="font-semibold text-brand hover:underline" onClick={() => onOpen(item.id)}>
          {S.open}
          <span className="sr-only">: {item.file_name}</span>
        </button>
      ),
    },
  ];
  return (
    <section aria-labelledby="imports-recent-title" className={CARD_CLASS}>
      <h2 id="imports-recent-title" className="text-h3 text-brand-strong">
        {S.recentTitle}
      </h2>
      {recent.isPending ? (
        <LoadingState label={S.recentTitle} />
      ) : recent.isError ? (
        <LoadError title={S.loadError} error={recent.error} onRetry={() => void recent.refetch()} />
      ) : recent.data.imports.length === 0 ? (
        <EmptyState icon="upload" title={S.recentEmpty} />
      ) : (
        <ListTable name={{ caption: S.recentTitle }} columns={columns} rows={recent.data.imports} rowKey={(item) => item.id} />
      )}
    </section>
  );
}

export default function ImportsPage() {
  const id = useId();
  const start = useStartImport();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [options, setOptions] = useState<Options>({ language: 'pt', pages: 'skip', media: 'fetch', sourceUrl: '', defaultCategory: '' });
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const launch = (dryRun: boolean, categoryMap: Record<string, string> = {}) => {
    if (!file) {
      setFileError(S.fileMissing);
      fileInput.current?.focus();
      return;
    }
    setFileError(undefined);
    setRefusal(null);
    start.mutate(
      { ...options, file, dryRun, categoryMap: Object.fromEntries(Object.entries(categoryMap).filter(([, key]) => key)) },
      {
        onSuccess: ({ id: importId }) => {
          setCurrentId(importId);
          toast.success(S.started);
        },
        onError: (error) => {
          setRefusal(errorMessage(error));
          toast.error(S.startError, { description: errorMessage(error) });
        },
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const dryRun = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') !== 'run';
    launch(dryRun);
  };
  const set = <K extends keyof Options>(key: K, value: Options[K]) => setOptions((before) => ({ ...before, [key]: value }));

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} aria-busy={start.isPending} className={CARD_CLASS}>
          <h2 id={`${id}-title`} className="text-h3 text-brand-strong">
            {S.formTitle}
          </h2>
          <div className="mt-5 grid gap-5 md:grid-cols-2">
            <FormField id={`${id}-file`} label={S.file} required hint={S.fileHint} error={fileError} className="md:col-span-2">
              <FilePicker
                inputRef={fileInput}
                id={`${id}-file`}
                label={S.file}
                buttonText={file ? S.replaceFile : S.chooseFile}
                accept=".xml,.gz,.zip,.json,application/xml,text/xml,application/gzip,application/zip,application/json"
                file={file}
                invalid={!!fileError}
                describedBy={describedBy(`${id}-file`, true, !!fileError)}
                onChoose={(chosen) => {
                  setFile(chosen);
                  if (chosen) setFileError(undefined);
                }}
              />
            </FormField>
            <FormField id={`${id}-language`} label={S.language} hint={S.languageHint}>
              <select
                id={`${id}-language`}
                value={options.language}
                aria-describedby={describedBy(`${id}-language`, true, false)}
                onChange={(event) => set('language', event.target.value === 'en' ? 'en' : 'pt')}
                className={INPUT_CLASS}
              >
                <option value="pt">{S.languages.pt}</option>
                <option value="en">{S.languages.en}</option>
              </select>
            </FormField>
            <div>
              <label htmlFor={`${id}-default`} className={LABEL_CLASS}>
                {S.defaultCategory}
              </label>
              <div className="mt-1.5">
                <CategorySelect id={`${id}-default`} value={options.defaultCategory} onChange={(value) => set('defaultCategory', value)} />
              </div>
            </div>
            <FormField id={`${id}-pages`} label={S.pages}>
              <select
                id={`${id}-pages`}
                value={options.pages}
                onChange={(event) => set('pages', event.target.value === 'articles' ? 'articles' : 'skip')}
                className={INPUT_CLASS}
              >
                <option value="skip">{S.pagesOptions.skip}</option>
                <option value="articles">{S.pagesOptions.articles}</option>
              </select>
            </FormField>
            <FormField id={`${id}-media`} label={S.media}>
              <select
                id={`${id}-media`}
                value={options.media}
                onChange={(event) => set('media', event.target.value === 'keep' ? 'keep' : 'fetch')}
                className={INPUT_CLASS}
              >
                <option value="fetch">{S.mediaOptions.fetch}</option>
                <option value="keep">{S.mediaOptions.keep}</option>
              </select>
            </FormField>
            <FormField id={`${id}-source`} label={S.sourceUrl} hint={S.sourceUrlHint} className="md:col-span-2">
              <input
                id={`${id}-source`}
                type="url"
                inputMode="url"
                value={options.sourceUrl}
                placeholder="https://blog.example.com"
                aria-describedby={describedBy(`${id}-source`, true, false)}
                onChange={(event) => set('sourceUrl', event.target.value)}
                className={INPUT_CLASS}
              />
            </FormField>
          </div>
          {refusal && (
            <p role="alert" className="mt-4 text-sm text-accent">
              {refusal}
            </p>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="submit" value="dry-run" className={PRIMARY_BUTTON} disabled={start.isPending}>
              {start.isPending && <Spinner />}
              {S.dryRun}
            </button>
            <button type="submit" value="run" className={SECONDARY_BUTTON} disabled={start.isPending}>
              {S.run}
            </button>
          </div>
        </form>

        {currentId && (
          <CurrentImport key={currentId} id={currentId} starting={start.isPending} onRunWithMapping={(mapping) => launch(false, mapping)} />
        )}
        <RecentImports onOpen={setCurrentId} />
      </div>
    </>
  );
}

/** Import a subscriber CSV into one newsletter; the refused rows are listed with their line. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import FilePicker from '../../../components/file-picker.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useImportSubscribers } from '../api/newsletter-mutations.ts';
import { NEWSLETTER_STRINGS as S } from '../strings.ts';

export default function ImportForm({ newsletters }: { newsletters: ReadonlyArray<{ id: string; name: string }> }) {
  const [newsletter, setNewsletter] = useState(newsletters[0]?.id ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [consented, setConsented] = useState(false);
  const importer = useImportSubscribers();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !newsletter) return;
    importer.mutate(
      { newsletter, csv: await file.text(), consented },
      {
        onSuccess: (answer) => toast.success(S.importDone(answer.imported, answer.confirmations)),
        onError: (error) => toast.error(S.importError, { description: errorMessage(error) }),
      },
    );
  };
  const rejected = importer.data?.rejected ?? [];
  return (
    <section aria-labelledby="import-title" className={CARD_CLASS}>
      <h2 id="import-title" className="text-h3 text-brand-strong">
        {S.importTitle}
      </h2>
      <p className={HINT_CLASS}>{S.importHint}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="import-file" className={LABEL_CLASS}>
            {S.importFile}
          </label>
          <div className="mt-1.5">
            <FilePicker
              id="import-file"
              label={S.importFile}
              buttonText={file ? S.importReplaceFile : S.importChooseFile}
              accept=".csv,text/csv,text/plain"
              file={file}
              onChoose={setFile}
            />
          </div>
        </div>
        <div>
          <label htmlFor="import-newsletter" className={LABEL_CLASS}>
            {S.importNewsletter}
          </label>
          <select
            id="import-newsletter"
            value={newsletter}
            onChange={(event) => setNewsletter(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5`}
          >
            {newsletters.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input type="checkbox" checked={consented} onChange={(event) => setConsented(event.target.checked)} className="mt-1" />
          <span>{S.importConsent}</span>
        </label>
        <div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={!file || importer.isPending}>
            {S.importButton}
          </button>
        </div>
      </form>
      {rejected.length > 0 && (
        <div className="mt-4">
          <h3 className="font-semibold text-ink">{S.importRejected}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {rejected.map((row) => (
              <li key={row.line}>
                {S.importLine(row.line)}: <span className="font-mono break-all">{row.value}</span> — {S.importReasons[row.reason]}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

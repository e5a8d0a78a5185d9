/**
 * The back office's single-page app, mounted client-only by src/pages/admin/index.astro.
 * The server answers every /admin/* path with that page; this first release only says so.
 */
export interface AdminAppProps {
  title: string;
  text: string;
  backLabel: string;
  backHref: string;
}

export default function AdminApp({ title, text, backLabel, backHref }: AdminAppProps) {
  return (
    <div className="grid min-h-dvh place-items-center bg-sand px-6 py-16">
      <div className="w-full max-w-md rounded-panel bg-surface p-8 text-center shadow-lift ring-1 ring-line sm:p-10">
        <p className="eyebrow text-accent">Bem Viver</p>
        <h1 className="mt-3 text-h1 text-brand-strong">{title}</h1>
        <p className="mt-4 text-ink-soft">{text}</p>
        <a className="btn btn-secondary mt-8" href={backHref}>
          {backLabel}
        </a>
      </div>
    </div>
  );
}

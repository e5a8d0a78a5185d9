/** The gate's single-card screens (login, denied, failure) and the 404, centred on sand. */
import type { ReactNode } from 'react';
import { STRINGS } from '../lib/strings.ts';

export default function CenteredPanel({ children, labelledBy }: { children: ReactNode; labelledBy: string }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-sand px-4 py-12 sm:px-6" aria-labelledby={labelledBy}>
      <div className="w-full max-w-md rounded-panel bg-surface p-7 shadow-lift ring-1 ring-line sm:p-10">
        <p className="eyebrow text-accent">{STRINGS.brand}</p>
        {children}
      </div>
    </main>
  );
}

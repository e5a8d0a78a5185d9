/**
 * Where the back office's toasts appear (sonner), styled like the site's own toaster
 * (src/islands/toaster/) with a warning tone for failed uploads that do not stop a save.
 * Its runtime stylesheet is allowed by a hash in the CSP (src/lib/csp.ts).
 */
import { Toaster } from 'sonner';
import { STRINGS } from '../lib/strings.ts';

export default function AdminToaster() {
  return (
    <Toaster
      position="top-right"
      offset={{ top: 16, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      closeButton
      duration={6000}
      visibleToasts={4}
      containerAriaLabel={STRINGS.common.toastRegion}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: STRINGS.common.close,
        classNames: {
          toast:
            'flex w-full flex-wrap items-start gap-x-3 gap-y-2 rounded-card py-4 pr-12 pl-4 font-sans text-ink shadow-lift ring-1 sm:w-[var(--width)]',
          content: 'min-w-0 flex-1',
          title: 'font-semibold',
          description: 'mt-0.5 text-sm text-ink-soft',
          icon: 'mt-0.5 flex size-5 shrink-0 items-center',
          actionButton: 'ml-8 rounded-full bg-brand px-4 py-1.5 text-sm font-semibold text-on-dark transition-colors hover:bg-brand-hover',
          cancelButton: 'rounded-full px-4 py-1.5 text-sm font-semibold text-brand ring-1 ring-line-strong transition-colors hover:bg-sand',
          default: 'bg-surface ring-line',
          success: 'bg-surface ring-line [&_[data-icon]]:text-brand',
          info: 'bg-surface ring-line [&_[data-icon]]:text-brand',
          warning: 'bg-cat-dinheiro-soft ring-cat-dinheiro/30 [&_[data-icon]]:text-cat-dinheiro',
          error: 'bg-accent-soft ring-accent/30 [&_[data-icon]]:text-accent',
          closeButton:
            'absolute top-2 right-2 left-auto grid size-9 place-items-center rounded-full text-ink-soft transition-colors hover:bg-sand hover:text-ink',
        },
      }}
    />
  );
}

/**
 * Where the islands' toasts appear (sonner): top centre below the header, clear of the chat
 * launcher, in the site's colours. Mount it client:only; its runtime stylesheet is allowed
 * by a hash in the CSP (src/lib/csp.ts).
 */
import { Toaster } from 'sonner';

interface Props {
  strings: { region: string; close: string };
}

export default function SiteToaster({ strings }: Props) {
  return (
    <Toaster
      position="top-center"
      offset={{ top: 88 }}
      mobileOffset={{ top: 76, left: 16, right: 16 }}
      closeButton
      duration={6000}
      containerAriaLabel={strings.region}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: strings.close,
        classNames: {
          toast: 'flex w-full items-start gap-3 rounded-card py-4 pr-12 pl-4 font-sans text-ink shadow-lift ring-1 sm:w-[var(--width)]',
          title: 'font-semibold',
          description: 'mt-0.5 text-sm text-ink-soft',
          icon: 'mt-0.5 flex size-5 shrink-0 items-center',
          // Each type sets its own background: two bg-* classes on one element would race.
          default: 'bg-surface ring-line',
          success: 'bg-surface ring-line [&_[data-icon]]:text-brand',
          error: 'bg-accent-soft ring-accent/30 [&_[data-icon]]:text-accent',
          closeButton:
            'absolute top-2 right-2 left-auto grid size-9 place-items-center rounded-full text-ink-soft transition-colors hover:bg-sand hover:text-ink',
        },
      }}
    />
  );
}

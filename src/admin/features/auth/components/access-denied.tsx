/** Signed in without the admin role: 'Acesso Negado', a way out, and a way back to the site. */
import { toast } from 'sonner';
import CenteredPanel from '../../../components/centered-panel.tsx';
import { usePageTitle } from '../../../lib/page-title.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { useSignOut } from '../../../lib/sign-out.ts';
import { goToSiteAfterSignOut } from '../../../lib/sign-out-flow.ts';

export default function AccessDenied() {
  usePageTitle(STRINGS.gate.deniedTitle);
  const signOut = useSignOut();
  return (
    <CenteredPanel labelledBy="denied-title">
      <h1 id="denied-title" className="mt-3 text-h2 text-accent">
        {STRINGS.gate.deniedTitle}
      </h1>
      <p className="mt-3 text-ink">{STRINGS.gate.deniedText}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <a className="btn btn-primary" href="/">
          {STRINGS.gate.backToSite}
        </a>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={signOut.isPending}
          onClick={() =>
            signOut.mutate(undefined, {
              onSuccess: goToSiteAfterSignOut,
              onError: () => toast.error(STRINGS.layout.signOutErrorTitle, { description: STRINGS.layout.signOutErrorText }),
            })
          }
        >
          {STRINGS.gate.signOut}
        </button>
      </div>
    </CenteredPanel>
  );
}

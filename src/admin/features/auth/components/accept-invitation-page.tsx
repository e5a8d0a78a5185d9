/**
 * /admin/convite#<token>: an invited person sets their name and password, then is signed in
 * and lands in the back office. The token stays in the URL's fragment (never sent in a request line).
 */
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import CenteredPanel from '../../../components/centered-panel.tsx';
import InterfaceLanguageSwitch from '../../../components/interface-language-switch.tsx';
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import LoadingState, { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { ADMIN_PATHS } from '../../../routes.ts';
import { useAcceptInvitation, useInvitation } from '../api/invitation.ts';
import { useSignIn } from '../api/sign-in.ts';

const S = STRINGS.invitation;

export default function AcceptInvitationPage() {
  usePageTitle(S.title);
  const [token] = useState(() => window.location.hash.slice(1));
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const signIn = useSignIn();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');

  if (invitation.isLoading) return <LoadingState label={STRINGS.common.loading} fullScreen />;
  if (!token || invitation.isError || !invitation.data) {
    return (
      <CenteredPanel labelledBy="invitation-title">
        <h1 id="invitation-title" className="mt-3 text-h2 text-accent">
          {S.invalidTitle}
        </h1>
        <p className="mt-3 text-ink" role="alert">
          {token ? errorMessage(invitation.error) : S.noToken}
        </p>
        <a href={ADMIN_PATHS.dashboard} className="text-link mt-6 inline-block">
          {S.toLogin}
        </a>
      </CenteredPanel>
    );
  }

  const { email, role } = invitation.data.invitation;
  const busy = accept.isPending || signIn.isPending;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    accept.mutate(
      { token, name: name.trim(), password },
      {
        onSuccess: () =>
          signIn.mutate(
            { email, password },
            // Leave the link behind: the fragment held the (now used) token.
            { onSettled: () => void navigate(ADMIN_PATHS.dashboard, { replace: true }) },
          ),
      },
    );
  };

  return (
    <CenteredPanel labelledBy="invitation-title">
      <h1 id="invitation-title" className="mt-3 text-h2 text-brand-strong">
        {S.title}
      </h1>
      <p className="mt-2 text-ink-soft">{S.intro(email, S.roles[role])}</p>
      <form className="mt-8 space-y-5" onSubmit={submit} aria-busy={busy}>
        <div>
          <label htmlFor="invitation-name" className={LABEL_CLASS}>
            {S.name}
          </label>
          <input
            id="invitation-name"
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={name}
            onChange={(event) => setName(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor="invitation-password" className={LABEL_CLASS}>
            {S.password}
          </label>
          <input
            id="invitation-password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            maxLength={256}
            aria-describedby="invitation-password-hint"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5`}
          />
          <p id="invitation-password-hint" className={HINT_CLASS}>
            {S.passwordHint}
          </p>
        </div>
        {accept.isError && (
          <p role="alert" className="font-semibold text-accent">
            {errorMessage(accept.error)}
          </p>
        )}
        <button type="submit" className={`${PRIMARY_BUTTON} w-full`} disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? S.submitting : S.submit}
        </button>
      </form>
      <InterfaceLanguageSwitch />
    </CenteredPanel>
  );
}

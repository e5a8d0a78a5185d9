/** The unauthenticated state: 'Login Admin' with email and password (both required). */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import CenteredPanel from '../../../components/centered-panel.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { useSignIn } from '../api/sign-in.ts';

const S = STRINGS.gate;

function loginErrorText(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.code !== 'invalid_response') return error.message;
  return S.loginErrorFallback;
}

export default function LoginForm() {
  usePageTitle(S.loginTitle);
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => emailRef.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    signIn.mutate(
      { email: email.trim(), password },
      {
        onError: (error) => {
          toast.error(S.loginErrorTitle, { description: loginErrorText(error) });
          setPassword('');
        },
      },
    );
  };

  const busy = signIn.isPending;
  return (
    <CenteredPanel labelledBy="login-title">
      <h1 id="login-title" className="mt-3 text-h2 text-brand-strong">
        {S.loginTitle}
      </h1>
      <p className="mt-2 text-ink-soft">{S.loginIntro}</p>
      <form className="mt-8 space-y-5" onSubmit={submit} aria-busy={busy}>
        <div>
          <label htmlFor="login-email" className={LABEL_CLASS}>
            {S.email}
          </label>
          <input
            ref={emailRef}
            id="login-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5`}
          />
        </div>
        <div>
          <label htmlFor="login-password" className={LABEL_CLASS}>
            {S.password}
          </label>
          <input
            id="login-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5`}
          />
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? S.submitting : S.submit}
        </button>
      </form>
      <a href="/" className="text-link mt-6 inline-block text-sm">
        {S.backToSite}
      </a>
    </CenteredPanel>
  );
}

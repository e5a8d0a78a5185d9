/**
 * The unauthenticated state: 'Login Admin' with email and password (both required), then,
 * for an account with two-step sign-in, the code from the authenticator or a recovery code.
 * A locked account is told until when, in the person's own time. A switch offers the other
 * interface language (the browser's decides on the first visit).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import CenteredPanel from '../../../components/centered-panel.tsx';
import { INPUT_CLASS, LABEL_CLASS } from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import InterfaceLanguageSwitch from '../../../components/interface-language-switch.tsx';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { needsSecondStep, useSignIn, useVerifySecondStep } from '../api/sign-in.ts';
import { formatUnlockTime } from '../lib/unlock-time.ts';

const S = STRINGS.gate;

/** The second step is gone (took too long, too many wrong codes): start again from the password. */
const RESTART_CODES = new Set(['invalid_two_factor_cookie', 'too_many_attempts_request_new_code']);

function loginErrorText(error: unknown): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError && error.code !== 'invalid_response') return error.message;
  return S.loginErrorFallback;
}

function LockedNotice({ unlocksAt }: { unlocksAt: string }) {
  return (
    <div role="alert" className="mt-6 rounded-xl bg-accent-soft p-4 ring-1 ring-accent/30">
      <p className="font-semibold text-accent">{S.lockedTitle}</p>
      <p className="mt-1 text-sm text-ink">{S.lockedUntil(formatUnlockTime(unlocksAt))}</p>
    </div>
  );
}

function SecondStepForm({ onRestart, onLocked }: { onRestart: () => void; onLocked: (unlocksAt: string) => void }) {
  const verify = useVerifySecondStep();
  const [kind, setKind] = useState<'totp' | 'recovery'>('totp');
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), [kind]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify.mutate(
      { kind, code },
      {
        onError: (error) => {
          toast.error(S.loginErrorTitle, { description: loginErrorText(error) });
          setCode('');
          if (error instanceof ApiError && error.code === 'account_locked' && error.unlocksAt) onLocked(error.unlocksAt);
          else if (error instanceof ApiError && RESTART_CODES.has(error.code)) onRestart();
        },
      },
    );
  };

  const busy = verify.isPending;
  const totp = kind === 'totp';
  return (
    <>
      <h1 id="login-title" className="mt-3 text-h2 text-brand-strong">
        {S.codeTitle}
      </h1>
      <p className="mt-2 text-ink-soft">{totp ? S.codeIntro : S.recoveryIntro}</p>
      <form className="mt-8 space-y-5" onSubmit={submit} aria-busy={busy}>
        <div>
          <label htmlFor="login-code" className={LABEL_CLASS}>
            {totp ? S.code : S.recoveryCode}
          </label>
          <input
            ref={codeRef}
            key={kind}
            id="login-code"
            name="code"
            type="text"
            inputMode={totp ? 'numeric' : 'text'}
            autoComplete="one-time-code"
            pattern={totp ? '[0-9]{6}' : undefined}
            maxLength={totp ? 6 : 40}
            required
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5 font-mono tracking-widest`}
          />
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy && <Spinner className="size-4" />}
          {busy ? S.verifying : S.verify}
        </button>
      </form>
      <div className="mt-6 flex flex-col items-start gap-2 text-sm">
        <button
          type="button"
          className="text-link"
          onClick={() => {
            setKind(totp ? 'recovery' : 'totp');
            setCode('');
          }}
        >
          {totp ? S.useRecoveryCode : S.useAuthenticator}
        </button>
        <button type="button" className="text-link" onClick={onRestart}>
          {S.startOver}
        </button>
      </div>
    </>
  );
}

export default function LoginForm() {
  usePageTitle(S.loginTitle);
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [unlocksAt, setUnlocksAt] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (step === 'password') emailRef.current?.focus();
  }, [step]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUnlocksAt(null);
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (answer) => {
          setPassword('');
          if (needsSecondStep(answer)) setStep('code');
        },
        onError: (error) => {
          toast.error(S.loginErrorTitle, { description: loginErrorText(error) });
          setPassword('');
          if (error instanceof ApiError && error.code === 'account_locked' && error.unlocksAt) setUnlocksAt(error.unlocksAt);
        },
      },
    );
  };

  if (step === 'code') {
    return (
      <CenteredPanel labelledBy="login-title">
        <SecondStepForm
          onRestart={() => setStep('password')}
          onLocked={(until) => {
            setUnlocksAt(until);
            setStep('password');
          }}
        />
      </CenteredPanel>
    );
  }

  const busy = signIn.isPending;
  return (
    <CenteredPanel labelledBy="login-title">
      <h1 id="login-title" className="mt-3 text-h2 text-brand-strong">
        {S.loginTitle}
      </h1>
      <p className="mt-2 text-ink-soft">{S.loginIntro}</p>
      {unlocksAt && <LockedNotice unlocksAt={unlocksAt} />}
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
      <InterfaceLanguageSwitch />
    </CenteredPanel>
  );
}

/**
 * Two-step sign-in on My account: off → the password → the QR code, key and otpauth address
 * → a code confirms it → the recovery codes, shown once; on → off again with the password
 * (unless the setting requires it of administrators).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import CopyButton from '../../../components/copy-button.tsx';
import {
  CARD_CLASS,
  DANGER_BUTTON,
  HINT_CLASS,
  INPUT_CLASS,
  LABEL_CLASS,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from '../../../components/field-styles.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { CurrentMember } from '../../../lib/member-role.ts';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor, useTwoFactorDone, type TwoFactorSetup } from '../api/two-factor.ts';
import { secretOf } from '../lib/otpauth.ts';
import { ACCOUNT_STRINGS as S } from '../strings.ts';
import QrCode from './qr-code.tsx';

function PasswordField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {S.password}
      </label>
      <input
        id={id}
        type="password"
        autoComplete="current-password"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={`${INPUT_CLASS} mt-1.5 max-w-sm`}
      />
      <p id={`${id}-hint`} className={HINT_CLASS}>
        {S.passwordHint}
      </p>
    </div>
  );
}

function StartForm({ onStarted }: { onStarted: (setup: TwoFactorSetup) => void }) {
  const enable = useEnableTwoFactor();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enable.mutate(password, {
      onSuccess: (setup) => {
        setPassword('');
        onStarted(setup);
      },
      onError: (error) => toast.error(S.startError, { description: errorMessage(error) }),
    });
  };
  return (
    <form className="mt-5 space-y-4" onSubmit={submit} aria-busy={enable.isPending}>
      <PasswordField id="two-factor-start-password" value={password} onChange={setPassword} />
      <button type="submit" className={PRIMARY_BUTTON} disabled={enable.isPending}>
        {enable.isPending && <Spinner className="size-4" />}
        {enable.isPending ? S.starting : S.start}
      </button>
    </form>
  );
}

function ConfirmStep({ setup, onConfirmed, onCancel }: { setup: TwoFactorSetup; onConfirmed: () => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const secret = secretOf(setup.totpURI);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: onConfirmed,
      onError: (error) => {
        setCode('');
        toast.error(S.confirmError, { description: errorMessage(error) });
      },
    });
  };
  return (
    <div className="mt-5 space-y-6">
      <section aria-labelledby="two-factor-scan">
        <h3 id="two-factor-scan" ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
          {S.scanTitle}
        </h3>
        <p className="mt-1 text-sm text-ink-soft">{S.scanText}</p>
        <div className="mt-4 flex flex-wrap items-start gap-6">
          <QrCode value={setup.totpURI} label={S.qrLabel} />
          <dl className="min-w-0 flex-1 basis-64 space-y-4">
            <div>
              <dt className={LABEL_CLASS}>{S.secret}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2">
                <code data-testid="two-factor-secret" className="font-mono text-base break-all text-ink">
                  {secret}
                </code>
                <CopyButton text={secret.replace(/ /g, '')} label={S.copySecret} copiedLabel={S.copied} />
              </dd>
            </div>
            <div>
              <dt className={LABEL_CLASS}>{S.uri}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2">
                <code data-testid="two-factor-uri" className="font-mono text-xs break-all text-ink-soft">
                  {setup.totpURI}
                </code>
                <CopyButton text={setup.totpURI} label={S.copyUri} copiedLabel={S.copied} />
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <form aria-labelledby="two-factor-confirm" className="space-y-4" onSubmit={submit} aria-busy={confirm.isPending}>
        <h3 id="two-factor-confirm" className="font-semibold text-ink">
          {S.confirmTitle}
        </h3>
        <div>
          <label htmlFor="two-factor-code" className={LABEL_CLASS}>
            {S.code}
          </label>
          <input
            id="two-factor-code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
            className={`${INPUT_CLASS} mt-1.5 max-w-40 font-mono tracking-widest`}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={PRIMARY_BUTTON} disabled={confirm.isPending}>
            {confirm.isPending && <Spinner className="size-4" />}
            {confirm.isPending ? S.confirming : S.confirm}
          </button>
          <button type="button" className={SECONDARY_BUTTON} onClick={onCancel} disabled={confirm.isPending}>
            {S.cancel}
          </button>
        </div>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="two-factor-codes" className="mt-5">
      <h3 id="two-factor-codes" ref={headingRef} tabIndex={-1} className="font-semibold text-ink">
        {S.codesTitle}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{S.codesText}</p>
      <ul data-testid="recovery-codes" className="mt-4 grid max-w-md grid-cols-2 gap-2 font-mono text-base text-ink">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-sand px-3 py-1.5">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-wrap gap-3">
        <CopyButton text={codes.join('\n')} label={S.copyCodes} copiedLabel={S.copied} />
        <button type="button" className={PRIMARY_BUTTON} onClick={onDone}>
          {S.codesSaved}
        </button>
      </div>
    </section>
  );
}

function DisableForm() {
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    disable.mutate(password, {
      onSuccess: () => toast.success(S.disabled),
      onError: (error) => {
        setPassword('');
        toast.error(S.disableError, { description: errorMessage(error) });
      },
    });
  };
  return (
    <form
      aria-labelledby="two-factor-disable"
      className="mt-5 space-y-4 border-t border-line pt-5"
      onSubmit={submit}
      aria-busy={disable.isPending}
    >
      <h3 id="two-factor-disable" className="font-semibold text-ink">
        {S.disableTitle}
      </h3>
      <PasswordField id="two-factor-disable-password" value={password} onChange={setPassword} />
      <button type="submit" className={DANGER_BUTTON} disabled={disable.isPending}>
        {disable.isPending && <Spinner className="size-4" />}
        {disable.isPending ? S.disabling : S.disable}
      </button>
    </form>
  );
}

export default function TwoFactorCard({ member }: { member: CurrentMember }) {
  const done = useTwoFactorDone();
  const [phase, setPhase] = useState<{ step: 'idle' } | { step: 'confirm' | 'codes'; setup: TwoFactorSetup }>({ step: 'idle' });
  // Confirmed with a code, it is on: the badge says so while the recovery codes show.
  const on = phase.step === 'codes' || (member.twoFactor.enabled && phase.step === 'idle');
  return (
    <section aria-labelledby="two-factor-title" className={CARD_CLASS}>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="two-factor-title" className="text-h3 text-brand-strong">
          {S.twoFactorTitle}
        </h2>
        <span
          className={`rounded-full px-3 py-0.5 text-sm font-semibold ${on ? 'bg-brand-soft text-brand' : 'bg-sand text-ink-soft'}`}
          data-testid="two-factor-state"
        >
          {on ? S.stateOn : S.stateOff}
        </span>
      </div>
      <p className="mt-2 text-ink-soft">{S.twoFactorIntro}</p>
      {phase.step === 'codes' ? (
        <RecoveryCodes
          codes={phase.setup.backupCodes}
          onDone={() => {
            setPhase({ step: 'idle' });
            toast.success(S.enabled);
            void done();
          }}
        />
      ) : phase.step === 'confirm' ? (
        <ConfirmStep
          setup={phase.setup}
          onConfirmed={() => setPhase({ step: 'codes', setup: phase.setup })}
          onCancel={() => setPhase({ step: 'idle' })}
        />
      ) : on ? (
        member.twoFactor.required ? (
          <p className="mt-4 text-sm font-semibold text-ink">{S.requiredForYou}</p>
        ) : (
          <DisableForm />
        )
      ) : (
        <StartForm onStarted={(setup) => setPhase({ step: 'confirm', setup })} />
      )}
    </section>
  );
}

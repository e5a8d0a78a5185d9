/** Invite a person by e-mail with a role; the server answers the one-time link. */
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import FormField from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { $adminLocale, type AdminLocale } from '../../../lib/i18n.ts';
import { CONTENT_LANGUAGES, isContentLanguage } from '../../../lib/languages.ts';
import { useInviteMember } from '../api/invite-member.ts';
import type { TeamRole } from '../api/team-schemas.ts';
import { TEAM_STRINGS as S } from '../strings.ts';

const ROLES: TeamRole[] = ['author', 'editor', 'admin'];

export default function InviteForm({ onInvited }: { onInvited: (invited: { email: string; link: string; mailed: boolean }) => void }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('author');
  // The invitation mail's and the new member's interface language: the inviter's own unless chosen.
  const [language, setLanguage] = useState<AdminLocale>(useStore($adminLocale));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role, idioma_interface: language },
      {
        onSuccess: (answer) => {
          toast.success(S.invited, { description: answer.invitation.email });
          onInvited({ email: answer.invitation.email, link: answer.link, mailed: answer.mailed });
          setEmail('');
        },
        onError: (error) => toast.error(S.inviteError, { description: errorMessage(error) }),
      },
    );
  };

  return (
    <section aria-labelledby="invite-title" className={CARD_CLASS}>
      <h2 id="invite-title" className="mb-5 text-h3 text-brand-strong">
        {S.inviteTitle}
      </h2>
      <form
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem_10rem_auto] sm:items-end"
        onSubmit={submit}
        aria-busy={invite.isPending}
      >
        <FormField id="invite-email" label={S.email} required>
          <input
            id="invite-email"
            type="email"
            required
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={INPUT_CLASS}
          />
        </FormField>
        <FormField id="invite-role" label={S.role}>
          <select id="invite-role" value={role} onChange={(event) => setRole(event.target.value as TeamRole)} className={INPUT_CLASS}>
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {S.roles[value]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="invite-language" label={S.language}>
          <select
            id="invite-language"
            value={language}
            onChange={(event) => isContentLanguage(event.target.value) && setLanguage(event.target.value)}
            aria-describedby="invite-language-help"
            className={INPUT_CLASS}
          >
            {CONTENT_LANGUAGES.map((value) => (
              <option key={value} value={value}>
                {S.languages[value]}
              </option>
            ))}
          </select>
        </FormField>
        <button type="submit" className={PRIMARY_BUTTON} disabled={invite.isPending}>
          {invite.isPending && <Spinner className="size-4" />}
          {invite.isPending ? S.inviting : S.invite}
        </button>
      </form>
      <p id="invite-language-help" className="mt-3 text-sm text-ink-soft">
        {S.languageHint}
      </p>
      <ul className="mt-4 space-y-1 text-sm text-ink-soft">
        {ROLES.map((value) => (
          <li key={value}>
            <strong className="text-ink">{S.roles[value]}</strong>: {S.roleHelp[value]}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Invite a person by e-mail with a role; the server answers the one-time link. */
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { CARD_CLASS, INPUT_CLASS, PRIMARY_BUTTON } from '../../../components/field-styles.ts';
import FormField from '../../../components/form-field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useInviteMember } from '../api/invite-member.ts';
import type { TeamRole } from '../api/team-schemas.ts';
import { TEAM_STRINGS as S } from '../strings.ts';

const ROLES: TeamRole[] = ['author', 'editor', 'admin'];

export default function InviteForm({ onInvited }: { onInvited: (invited: { email: string; link: string; mailed: boolean }) => void }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('author');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.mutate(
      { email: email.trim(), role },
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
      <form className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end" onSubmit={submit} aria-busy={invite.isPending}>
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
        <button type="submit" className={PRIMARY_BUTTON} disabled={invite.isPending}>
          {invite.isPending && <Spinner className="size-4" />}
          {invite.isPending ? S.inviting : S.invite}
        </button>
      </form>
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

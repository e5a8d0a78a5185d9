/**
 * One member: name, e-mail, role (changeable), whether two-step sign-in is on, the deactivate /
 * reactivate switch, and, when it is on, the reset of their two-step sign-in.
 */
import { INPUT_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import type { Member, TeamRole } from '../api/team-schemas.ts';
import { TEAM_STRINGS as S } from '../strings.ts';

/** The id of a member's two-step sign-in state in the list. */
export const twoFactorStateId = (memberId: string) => `two-factor-${memberId}`;

interface Props {
  member: Member;
  isSelf: boolean;
  busy: boolean;
  onRole: (role: TeamRole) => void;
  onDeactivate: () => void;
  onReactivate: () => void;
  onResetTwoFactor: () => void;
}

export default function MemberRow({ member, isSelf, busy, onRole, onDeactivate, onReactivate, onResetTwoFactor }: Props) {
  const inactive = member.deactivated_at !== null;
  const name = member.name || member.email;
  return (
    <li className="flex flex-wrap items-center gap-3 py-4">
      <div className="min-w-0 flex-1 basis-56">
        <p className={`font-semibold ${inactive ? 'text-ink-soft line-through' : 'text-ink'}`}>
          {name} {isSelf && <span className="text-sm font-normal text-ink-soft">({S.you})</span>}
        </p>
        <p className="text-sm text-ink-soft">
          {/* A long address may break anywhere; the words after it only between words. */}
          <span className="break-all">{member.email}</span>
          {inactive && ` · ${S.deactivated}`}
          {` · `}
          {/* Focus lands here after a reset, where the button that opened the dialog was. */}
          <span id={twoFactorStateId(member.id)} tabIndex={-1} data-testid="member-two-factor">
            {member.two_factor_enabled ? S.twoFactorOn : S.twoFactorOff}
          </span>
        </p>
      </div>
      <label className="sr-only" htmlFor={`role-${member.id}`}>
        {S.changeRole(name)}
      </label>
      <select
        id={`role-${member.id}`}
        value={member.role}
        disabled={isSelf || busy}
        onChange={(event) => onRole(event.target.value as TeamRole)}
        className={`${INPUT_CLASS} w-44`}
      >
        {(['admin', 'editor', 'author'] as const).map((role) => (
          <option key={role} value={role}>
            {S.roles[role]}
          </option>
        ))}
      </select>
      {!isSelf && (
        <button
          type="button"
          className={SECONDARY_BUTTON}
          disabled={busy}
          onClick={inactive ? onReactivate : onDeactivate}
          aria-label={`${inactive ? S.reactivate : S.deactivate} ${name}`}
        >
          {inactive ? S.reactivate : S.deactivate}
        </button>
      )}
      {!isSelf && member.two_factor_enabled && (
        <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={onResetTwoFactor} aria-label={S.resetTwoFactorOf(name)}>
          {S.resetTwoFactor}
        </button>
      )}
    </li>
  );
}

/**
 * /admin/equipe (administrators): invite a person with a role (the link is shown once),
 * revoke open invitations, change a member's role, deactivate or reactivate them, and reset
 * the two-step sign-in of a member who lost their authenticator and recovery codes.
 */
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import ConfirmDialog from '../../../components/confirm-dialog.tsx';
import LoadError from '../../../components/load-error.tsx';
import { CARD_CLASS, SECONDARY_BUTTON } from '../../../components/field-styles.ts';
import PageHeader from '../../../components/page-header.tsx';
import LoadingState from '../../../components/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentMember } from '../../../lib/member-role.ts';
import { useChangeMember } from '../api/change-member.ts';
import { useTeam } from '../api/list-team.ts';
import { useResetTwoFactor } from '../api/reset-two-factor.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';
import type { Member } from '../api/team-schemas.ts';
import { TEAM_STRINGS as S } from '../strings.ts';
import InvitationLinkPanel from './invitation-link-panel.tsx';
import InviteForm from './invite-form.tsx';
import MemberRow, { twoFactorStateId } from './member-row.tsx';

export default function TeamPage() {
  const current = useCurrentMember();
  const currentUserId = current?.id;
  const team = useTeam();
  const change = useChangeMember();
  const revoke = useRevokeInvitation();
  const resetTwoFactor = useResetTwoFactor();
  const [invited, setInvited] = useState<{ email: string; link: string; mailed: boolean } | null>(null);
  const [toDeactivate, setToDeactivate] = useState<Member | null>(null);
  const [toReset, setToReset] = useState<Member | null>(null);
  const resetName = toReset ? toReset.name || toReset.email : '';
  // Closing the dialog gives focus back to the reset button, but a reset (or one made meanwhile
  // by someone else) takes the button away: once the list shows it gone, focus moves to the
  // member's new state instead of being lost to the page. (After the dialog has closed: a
  // child's effect runs first, and the page behind a modal dialog takes no focus.)
  const focusStateOf = useRef<string | null>(null);
  useEffect(() => {
    const id = focusStateOf.current;
    if (!id || toReset || team.data?.members.find((member) => member.id === id)?.two_factor_enabled !== false) return;
    focusStateOf.current = null;
    document.getElementById(twoFactorStateId(id))?.focus();
  }, [toReset, team.data]);

  const confirmReset = (member: Member) =>
    resetTwoFactor.mutate(member.id, {
      onSuccess: (changed) => toast.success(S.resetDone, { description: changed.email }),
      onError: (error) => toast.error(S.resetError, { description: errorMessage(error) }),
      onSettled: (_answer, error) => {
        // A failure that leaves the button (no answer, say) gives focus back to it.
        if (!error || (error instanceof ApiError && error.code === 'two_factor_not_enabled')) focusStateOf.current = member.id;
        setToReset(null);
      },
    });

  const update = (id: string, patch: { role?: Member['role']; active?: boolean }, after?: () => void) =>
    change.mutate(
      { id, ...patch },
      {
        onSuccess: (member) => toast.success(S.changed, { description: member.email }),
        onError: (error) => toast.error(S.changeError, { description: errorMessage(error) }),
        onSettled: after,
      },
    );

  return (
    <>
      <PageHeader title={S.title} description={S.lead} />
      <div className="space-y-6">
        {invited && <InvitationLinkPanel {...invited} onDismiss={() => setInvited(null)} />}
        <InviteForm onInvited={setInvited} />
        {team.isPending ? (
          <LoadingState label={S.loading} />
        ) : team.isError ? (
          <LoadError title={S.loadError} error={team.error} onRetry={() => void team.refetch()} />
        ) : (
          <>
            <section aria-labelledby="members-title" className={CARD_CLASS}>
              <h2 id="members-title" className="text-h3 text-brand-strong">
                {S.membersTitle}
              </h2>
              <ul className="divide-y divide-line">
                {team.data.members.map((member) => (
                  <MemberRow
                    key={member.id}
                    member={member}
                    isSelf={member.id === currentUserId}
                    busy={change.isPending || resetTwoFactor.isPending}
                    onRole={(role) => update(member.id, { role })}
                    onDeactivate={() => setToDeactivate(member)}
                    onReactivate={() => update(member.id, { active: true })}
                    onResetTwoFactor={() => setToReset(member)}
                  />
                ))}
              </ul>
            </section>
            <section aria-labelledby="invitations-title" className={CARD_CLASS}>
              <h2 id="invitations-title" className="text-h3 text-brand-strong">
                {S.invitationsTitle}
              </h2>
              {team.data.invitations.length === 0 ? (
                <p className="mt-3 text-ink-soft">{S.noInvitations}</p>
              ) : (
                <ul className="divide-y divide-line">
                  {team.data.invitations.map((invitation) => (
                    <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-4">
                      <div className="min-w-0 flex-1 basis-56">
                        <p className="font-semibold break-all text-ink">{invitation.email}</p>
                        <p className="text-sm text-ink-soft">
                          {S.roles[invitation.role]} · {invitation.expired ? S.expired : S.expires(formatDateTime(invitation.expires_at))}
                        </p>
                      </div>
                      <button
                        type="button"
                        className={SECONDARY_BUTTON}
                        disabled={revoke.isPending}
                        aria-label={`${S.revoke} ${invitation.email}`}
                        onClick={() =>
                          revoke.mutate(invitation.id, {
                            onSuccess: () => toast.success(S.revoked, { description: invitation.email }),
                            onError: (error) => toast.error(S.revokeError, { description: errorMessage(error) }),
                          })
                        }
                      >
                        {S.revoke}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
      <ConfirmDialog
        open={toDeactivate !== null}
        title={toDeactivate ? S.confirmDeactivate(toDeactivate.name || toDeactivate.email) : ''}
        description={S.confirmDeactivateText}
        confirmLabel={S.deactivate}
        busyLabel={S.deactivate}
        busy={change.isPending}
        onConfirm={() => toDeactivate && update(toDeactivate.id, { active: false }, () => setToDeactivate(null))}
        onClose={() => setToDeactivate(null)}
      />
      <ConfirmDialog
        open={toReset !== null}
        title={toReset ? S.confirmReset(resetName) : ''}
        description={
          toReset && (
            <>
              <p>{S.confirmResetIntro}</p>
              <ul className="mt-3 list-disc space-y-1 pl-5">
                {/* An administrator's own twoFactor.required says whether the setting is on. */}
                {S.confirmResetEffects(resetName, toReset.role === 'admin' && current?.twoFactor.required === true).map((effect) => (
                  <li key={effect}>{effect}</li>
                ))}
              </ul>
              <p className="mt-3 font-semibold text-ink">{S.confirmResetCheck}</p>
            </>
          )
        }
        confirmLabel={S.resetTwoFactor}
        busyLabel={S.resetting}
        busy={resetTwoFactor.isPending}
        onConfirm={() => toReset && confirmReset(toReset)}
        onClose={() => setToReset(null)}
      />
    </>
  );
}

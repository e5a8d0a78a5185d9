/** Members and invitations as /api/admin/team answers them: the contract shared with the server (src/lib/contracts/team.ts). */
export {
  changedMemberAnswerSchema,
  invitedAnswerSchema,
  revokedInvitationAnswerSchema,
  teamAnswerSchema,
  twoFactorResetAnswerSchema,
  type InvitationInput,
  type Member,
  type MemberChange,
  type TeamRole,
} from '../../../../lib/contracts/team.ts';

export const teamQueryKey = ['admin', 'team'] as const;

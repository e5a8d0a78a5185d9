/** Members and invitations as GET /api/admin/team answers them. */
import { z } from 'zod';

export const teamRole = z.enum(['admin', 'editor', 'author']);
export type TeamRole = z.infer<typeof teamRole>;

export const memberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: teamRole,
  deactivated_at: z.string().nullable(),
  created_at: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: teamRole,
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean().optional(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const teamQueryKey = ['admin', 'team'] as const;

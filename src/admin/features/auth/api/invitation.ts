/** An invitation link (/admin/convite#<token>): who it invites (GET), and setting the password (POST). */
import { useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const invitationAnswer = z.object({
  invitation: z.object({ email: z.string(), role: z.enum(['admin', 'editor', 'author']), expires_at: z.string() }),
});
const acceptedAnswer = z.object({ member: z.object({ email: z.string(), name: z.string(), role: z.string() }) });

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) =>
      apiRequest(`/api/auth/invitations/${encodeURIComponent(token)}`, { schema: invitationAnswer, signal, reportAuthFailures: false }),
    retry: false,
    enabled: token !== '',
  });
}

export function acceptInvitation({ token, name, password }: { token: string; name: string; password: string }) {
  return apiRequest(`/api/auth/invitations/${encodeURIComponent(token)}`, {
    method: 'POST',
    json: { name, password },
    schema: acceptedAnswer,
    reportAuthFailures: false,
  });
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}

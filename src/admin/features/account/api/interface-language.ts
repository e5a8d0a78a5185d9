/**
 * PATCH /api/admin/me { idioma_interface }: the member's interface language, kept on their
 * account (issue 30). On success the back office switches to it at once and the gate's "who am
 * I" holds the new choice, so it is not switched back.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { meAnswerSchema, type Me } from '../../../../lib/contracts/overview.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { AdminLocale } from '../../../lib/i18n.ts';
import { applyLanguage } from '../../../lib/interface-language.ts';
import { ME_QUERY_KEY } from '../../../lib/member-role.ts';
import { ACCOUNT_STRINGS } from '../strings.ts';

export function useSetInterfaceLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idioma_interface: AdminLocale) =>
      apiRequest('/api/admin/me', { method: 'PATCH', json: { idioma_interface }, schema: meAnswerSchema }),
    onSuccess: (me: Me) => {
      queryClient.setQueryData(ME_QUERY_KEY, me);
      if (me.idioma_interface) applyLanguage(me.idioma_interface);
      // Said here, not by the screen: the switch re-renders every screen, the card included.
      toast.success(ACCOUNT_STRINGS.languageSaved);
    },
  });
}

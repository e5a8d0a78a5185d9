/**
 * The admin gate: loading, login, denied or the admin area, as the server answers
 * GET /api/admin/me. The remembered role paints the layout at once; any 401 or 403 from any
 * call asks the server again, and its answer wins. An administrator who must use two-step
 * sign-in (REQUIRE_ADMIN_TWO_FACTOR) and has not turned it on is sent to My account first;
 * the server refuses them everything else meanwhile. The member's interface language, once
 * known, replaces the one the sign-in screen was in.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import LoadingState from '../../../components/spinner.tsx';
import CenteredPanel from '../../../components/centered-panel.tsx';
import { ForbiddenError, UnauthenticatedError, errorMessage, onAuthFailure } from '../../../lib/api-client.ts';
import { gateState, twoFactorSetupRedirect } from '../lib/gate-state.ts';
import { forgetRole, hintedAdmin, rememberRole } from '../../../lib/role-hint.ts';
import { CurrentMemberContext } from '../../../lib/member-role.ts';
import { STRINGS } from '../../../lib/strings.ts';
import { $adminLocale } from '../../../lib/i18n.ts';
import { applyLanguage } from '../../../lib/interface-language.ts';
import { meQueryKey, useMe } from '../api/me.ts';
import { ADMIN_PATHS } from '../../../routes.ts';
import AccessDenied from './access-denied.tsx';
import LoginForm from './login-form.tsx';

export default function AdminGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useMe();
  const { pathname } = useLocation();

  useEffect(() => onAuthFailure(() => void queryClient.invalidateQueries({ queryKey: meQueryKey })), [queryClient]);

  // After sign-in the account's language applies (when the member has chosen one).
  const accountLanguage = me.data?.idioma_interface;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== $adminLocale.get()) applyLanguage(accountLanguage);
  }, [accountLanguage]);

  useEffect(() => {
    if (me.data) rememberRole(me.data.user.id, 'admin');
    else if (me.error instanceof UnauthenticatedError || me.error instanceof ForbiddenError) forgetRole();
  }, [me.data, me.error]);

  const state = gateState({ error: me.error, hasData: me.data !== undefined, pending: me.isPending, hinted: hintedAdmin() });
  switch (state) {
    case 'loading':
      return <LoadingState label={STRINGS.common.loading} fullScreen />;
    case 'login':
      return <LoginForm />;
    case 'denied':
      return <AccessDenied />;
    case 'failed':
      return (
        <CenteredPanel labelledBy="gate-failed-title">
          <h1 id="gate-failed-title" className="mt-3 text-h2 text-accent">
            {STRINGS.gate.checkFailedTitle}
          </h1>
          <p className="mt-3 text-ink">{errorMessage(me.error)}</p>
          <button type="button" className="btn btn-primary mt-8" disabled={me.isFetching} onClick={() => void me.refetch()}>
            {STRINGS.common.retry}
          </button>
        </CenteredPanel>
      );
    case 'admin': {
      const setup = twoFactorSetupRedirect(me.data?.twoFactor, pathname, ADMIN_PATHS.account);
      if (setup) return <Navigate replace to={setup} />;
      return (
        <CurrentMemberContext value={me.data ? { id: me.data.user.id, role: me.data.role, twoFactor: me.data.twoFactor } : null}>
          {children}
        </CurrentMemberContext>
      );
    }
  }
}

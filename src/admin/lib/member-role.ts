/**
 * The signed-in member's role, provided by the gate (from GET /api/admin/me) to the layout
 * and screens. It only decides what the navigation shows: the server checks the role on
 * every call (docs/admin-api.md, "Roles").
 */
import { createContext, useContext } from 'react';
import type { MemberRole } from '../../lib/contracts/overview.ts';
import type { AdminPathName } from '../routes.ts';

export type { MemberRole };

export interface CurrentMember {
  id: string;
  role: MemberRole;
  /** Two-step sign-in: on for this account, and required of it (REQUIRE_ADMIN_TWO_FACTOR). */
  twoFactor: { enabled: boolean; required: boolean };
}

/** The query of GET /api/admin/me (the gate's): refetched after a change to the member's own account. */
export const ME_QUERY_KEY = ['admin', 'me'] as const;

export const CurrentMemberContext = createContext<CurrentMember | null>(null);

/** null while the member is not known yet (the remembered hint painted the layout). */
export function useCurrentMember(): CurrentMember | null {
  return useContext(CurrentMemberContext);
}

const EDITOR_SCREENS: ReadonlySet<AdminPathName> = new Set(['reviews', 'ebooks', 'seo', 'affiliate', 'redirects', 'messages']);
const ADMIN_SCREENS: ReadonlySet<AdminPathName> = new Set([
  'webhooks',
  'team',
  'audit',
  'settings',
  'jobs',
  'imports',
  'backups',
  'newsletter',
]);

/** Whether a role's navigation shows a screen; with no role known yet, only the screens every role has. */
export function showsScreen(role: MemberRole | null, screen: AdminPathName): boolean {
  if (ADMIN_SCREENS.has(screen)) return role === 'admin';
  if (EDITOR_SCREENS.has(screen)) return role === 'admin' || role === 'editor';
  return true;
}

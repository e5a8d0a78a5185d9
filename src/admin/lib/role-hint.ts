/**
 * The remembered role, per user, only to paint the admin layout at once on the next visit.
 * The server decides on every call: a 401 or 403 replaces the hint.
 */
const LAST_USER_KEY = 'admin:last-user';
const roleKey = (userId: string) => `admin:role:${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function rememberRole(userId: string, role: 'admin' | 'none'): void {
  const store = storage();
  if (!store) return;
  store.setItem(LAST_USER_KEY, userId);
  store.setItem(roleKey(userId), role);
}

/** True when the last signed-in user was an administrator last time. */
export function hintedAdmin(): boolean {
  const store = storage();
  const userId = store?.getItem(LAST_USER_KEY);
  return Boolean(userId && store?.getItem(roleKey(userId)) === 'admin');
}

export function forgetRole(): void {
  const store = storage();
  const userId = store?.getItem(LAST_USER_KEY);
  if (!store || !userId) return;
  store.removeItem(roleKey(userId));
  store.removeItem(LAST_USER_KEY);
}

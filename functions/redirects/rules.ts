/**
 * What the redirects table may hold, as pure functions (unit-tested in
 * tests/unit/redirect-rules.test.ts; docs/decisions/023-redirects.md). The table never holds
 * a chain: no redirect's target is another redirect's source. So a new redirect from → to is
 * refused when it leads to itself, when `to` already redirects (back to `from`: a loop;
 * elsewhere: a chain), when something already redirects to `from` (a chain), or when `from`
 * already redirects. With no chains stored, no longer cycle can form.
 */

export interface StoredRedirect {
  from_path: string;
  to_path: string;
}

export type RedirectRefusal =
  | { code: 'redirect_to_itself' }
  | { code: 'redirect_reserved_path' }
  | { code: 'redirect_loop'; to: string; from: string }
  | { code: 'redirect_chain_target'; to: string; next: string }
  | { code: 'redirect_chain_source'; previous: string; from: string; to: string }
  | { code: 'redirect_exists'; from: string; current: string };

export interface Neighbours {
  /** The redirect whose source is the new one's target, if any. */
  fromTarget: StoredRedirect | null;
  /** A redirect whose target is the new one's source, if any. */
  intoSource: StoredRedirect | null;
  /** The redirect already leaving the new one's source, if any. */
  sameSource: StoredRedirect | null;
}

export function redirectRefusal(from: string, to: string, reserved: boolean, around: Neighbours): RedirectRefusal | null {
  if (from === to) return { code: 'redirect_to_itself' };
  if (reserved) return { code: 'redirect_reserved_path' };
  if (around.fromTarget) {
    return around.fromTarget.to_path === from
      ? { code: 'redirect_loop', to, from }
      : { code: 'redirect_chain_target', to, next: around.fromTarget.to_path };
  }
  if (around.sameSource) return { code: 'redirect_exists', from, current: around.sameSource.to_path };
  if (around.intoSource) return { code: 'redirect_chain_source', previous: around.intoSource.from_path, from, to };
  return null;
}

/**
 * The rows after a page moves from `from` to `to` (a slug change), with no chain left: every
 * redirect into `from` now leads to `to`, one that would lead `to` to itself goes, a redirect
 * leaving `to` goes (a page lives there now), and `from` → `to` is added or replaces the one
 * leaving `from`. The store does the same in SQL; this is its specification.
 */
export function collapseMove<T extends StoredRedirect>(
  rows: readonly T[],
  from: string,
  to: string,
  added: (from: string, to: string) => T,
): T[] {
  if (from === to) return [...rows];
  const kept = rows
    .map((row) => (row.to_path === from ? { ...row, to_path: to } : row))
    .filter((row) => row.from_path !== row.to_path && row.from_path !== to && row.from_path !== from);
  return [...kept, added(from, to)];
}

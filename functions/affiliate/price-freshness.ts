/**
 * A price is shown to readers only while it is younger than PRICE_MAX_AGE_DAYS: marketplaces
 * change prices daily, and a stale one misleads. Editors see the stale ones flagged.
 */
const DAY_MS = 86_400_000;

export function isPriceFresh(checkedAt: Date, maxAgeDays: number, now = new Date()): boolean {
  return now.getTime() - checkedAt.getTime() <= maxAgeDays * DAY_MS;
}

/** The oldest check time that is still fresh at `now`. */
export function freshSince(maxAgeDays: number, now = new Date()): Date {
  return new Date(now.getTime() - maxAgeDays * DAY_MS);
}

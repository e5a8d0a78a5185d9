/** The settings pages state to visitors, as the content API serves them to the build. */
import type { SiteSettings } from '../../src/lib/content/schema.ts';
import type { Env } from '../env.ts';

export function publicSettings(env: Pick<Env, 'COACH_MESSAGE_LIMIT' | 'COACH_WINDOW_HOURS'>): SiteSettings {
  return { coach: { maxMessages: env.COACH_MESSAGE_LIMIT, windowHours: env.COACH_WINDOW_HOURS } };
}

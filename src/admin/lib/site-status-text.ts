/** What the site's publishing state reads as: building, live since a time, or failed. */
import { formatDateTime } from './format.ts';
import { STRINGS } from './strings.ts';
import { isBuilding, type SiteStatus } from './site-status.ts';

const S = STRINGS.siteStatus;

export type SiteTone = 'busy' | 'ok' | 'failed' | 'idle';

export function siteStatusText(site: SiteStatus): { tone: SiteTone; text: string } {
  if (isBuilding(site)) return { tone: 'busy', text: S.building };
  if (site.build.state === 'failed') return { tone: 'failed', text: S.failed(site.build.lastError?.trim() || S.unknownReason) };
  if (site.live && site.liveSince) return { tone: 'ok', text: S.live(formatDateTime(site.liveSince)) };
  return { tone: 'idle', text: S.notLive };
}

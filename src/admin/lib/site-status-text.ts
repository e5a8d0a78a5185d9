/** What the site's publishing state reads as: building, live since a time, or failed. */
import { formatDateTime, formatNumber } from './format.ts';
import { STRINGS } from './strings.ts';
import { isBuilding, type SiteStatus } from './site-status.ts';

const S = STRINGS.siteStatus;

export type SiteTone = 'busy' | 'ok' | 'failed' | 'idle';

/** What a running build is doing: queued, preparing, page N of about M, or going live. */
function buildingText(build: SiteStatus['build']): string {
  if (build.state !== 'building') return S.waiting;
  const now =
    build.phase === 'preparing'
      ? S.preparing
      : build.phase === 'rendering' && build.pagesDone !== null
        ? S.rendering(build.pagesDone, build.pagesTotal)
        : build.phase === 'swapping'
          ? S.swapping
          : S.building;
  return build.queued ? `${now} · ${S.queued}` : now;
}

export function siteStatusText(site: SiteStatus): { tone: SiteTone; text: string } {
  if (isBuilding(site)) return { tone: 'busy', text: buildingText(site.build) };
  if (site.build.state === 'failed') return { tone: 'failed', text: S.failed(site.build.lastError?.trim() || S.unknownReason) };
  if (site.live && site.liveSince) {
    const took =
      site.build.lastDurationMs === null
        ? ''
        : ` · ${S.lastDuration(formatNumber(site.build.lastDurationMs / 1000, { maximumFractionDigits: 1 }), site.build.lastPagesRendered)}`;
    return { tone: 'ok', text: `${S.live(formatDateTime(site.liveSince))}${took}` };
  }
  return { tone: 'idle', text: S.notLive };
}

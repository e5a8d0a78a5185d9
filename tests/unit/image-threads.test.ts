/**
 * Image work is background work (docs/decisions/096): libvips's threads run at nice 10 once an
 * image has gone through the image queue (and at most one core fewer than the machine has per
 * image), so that a page request on the main thread takes a core from them during a burst of publishes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_THREAD_NICE } from '../../functions/media/image-threads.ts';
import { WorkQueue } from '../../functions/media/image-work.ts';
import { renderSocialCard } from '../../functions/media/social-cards.ts';

/** The nice value of each of this process's libvips threads. */
function vipsThreadNices(): number[] {
  const nices: number[] = [];
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      if (!/^(?:libvips|vips)/.test(name)) continue;
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Field 19 (nice), counted after the command name's closing parenthesis.
      nices.push(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
    } catch {
      // The thread ended meanwhile.
    }
  }
  return nices;
}

describe.runIf(process.platform === 'linux')('image work through the image queue', () => {
  it('runs the libvips threads at nice 10, on at most one core fewer than the machine has per image', async () => {
    const queue = new WorkQueue(1, 1);
    const card = await queue.run(() => renderSocialCard({ titulo: 'A card', categoria: 'saude', idioma: 'en', background: null }));
    expect((await sharp(card).metadata()).width).toBe(1200);
    expect(sharp.concurrency()).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1));
    const nices = vipsThreadNices();
    expect(nices.length).toBeGreaterThan(0);
    for (const nice of nices) expect(nice).toBeGreaterThanOrEqual(IMAGE_THREAD_NICE);
  });
});

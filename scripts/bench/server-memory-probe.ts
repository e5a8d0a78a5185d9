/**
 * Where an idle server's resident memory is (docs/decisions/093): the real server on an
 * embedded database in a scratch folder, once with the node flags given in argv (e.g.
 * --liftoff-only) and once without, each after its first site build; prints VmRSS, VmHWM,
 * RssAnon, RssFile and the largest mappings from /proc/<pid>/smaps.
 *
 *   npx tsx scripts/bench/server-memory-probe.ts --liftoff-only
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { scratchRoot } from '../lib/scratch.ts';

async function probe(nodeArgs: string[]): Promise<void> {
  const root = await mkdtemp(path.join(scratchRoot(), 'server-memory-'));
  const server = await startServerProcess({ DATA_DIR: path.join(root, 'site') }, 600_000, nodeArgs);
  try {
    // The first build answers the public pages: idle from then on.
    for (const deadline = Date.now() + 600_000; Date.now() < deadline;) {
      if ((await fetch(`${server.url}/artigos`).catch(() => null))?.ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const pid = server.child.pid!;
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => `${name} ${Math.round(Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]) / 1024)} MB`;
    console.log(
      `node ${nodeArgs.join(' ') || '(default flags)'}: ${['VmRSS', 'VmHWM', 'RssAnon', 'RssFile', 'Threads'].map(field).join(', ')}`,
    );
    const smaps = await readFile(`/proc/${pid}/smaps`, 'utf8');
    const maps: Array<{ name: string; rss: number }> = [];
    let name = '';
    for (const line of smaps.split('\n')) {
      const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
      if (header) name = header[1] || '[anonymous]';
      const rss = /^Rss:\s+(\d+) kB/.exec(line);
      if (rss) maps.push({ name, rss: Number(rss[1]) });
    }
    const byName = new Map<string, { rss: number; count: number }>();
    for (const map of maps) {
      const entry = byName.get(map.name) ?? { rss: 0, count: 0 };
      entry.rss += map.rss;
      entry.count += 1;
      byName.set(map.name, entry);
    }
    const largestAnon = maps
      .filter((map) => map.name === '[anonymous]')
      .sort((a, b) => b.rss - a.rss)
      .slice(0, 8);
    for (const [mapName, entry] of [...byName].sort((a, b) => b[1].rss - a[1].rss).slice(0, 8))
      console.log(`  ${String(Math.round(entry.rss / 1024)).padStart(5)} MB in ${entry.count} mappings: ${mapName}`);
    console.log(`  largest anonymous mappings: ${largestAnon.map((map) => `${Math.round(map.rss / 1024)} MB`).join(', ')}`);
  } finally {
    await server.stop('SIGTERM');
    await rm(root, { recursive: true, force: true });
  }
}

const flags = process.argv.slice(2);
await probe([]);
if (flags.length) await probe(flags);

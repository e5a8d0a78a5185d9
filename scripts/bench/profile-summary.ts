/**
 * Reads a CPU profile (.cpuprofile, as BENCH_PUBLISH_CPU_PROFILE writes them) and prints where
 * its time went: the functions by self time, and by total time (themselves and what they
 * called), with their files. `npx tsx scripts/bench/profile-summary.ts <file> [rows]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number.parseInt(rowsArg ?? '30', 10);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const selfUs = new Map<number, number>();
profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));

const name = (node: ProfileNode) => {
  const where = node.callFrame.url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
  return `${node.callFrame.functionName || '(anonymous)'} ${where ? `${where}:${node.callFrame.lineNumber + 1}` : ''}`.trim();
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
for (const [id, us] of selfUs) {
  all += us;
  const node = byId.get(id)!;
  self.set(name(node), (self.get(name(node)) ?? 0) + us);
  // Each function once per stack, however often it recurs.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const label = name(byId.get(at)!);
    if (seen.has(label)) continue;
    seen.add(label);
    total.set(label, (total.get(label) ?? 0) + us);
  }
}

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [label, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${(us / 1000).toFixed(1).padStart(9)} ms ${((100 * us) / all).toFixed(1).padStart(5)}%  ${label}`);
};
console.log(`${(all / 1000).toFixed(0)} ms sampled`);
print('Self time', self);
print('Total time', total);

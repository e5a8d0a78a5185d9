/**
 * `npm run bench`: measurements printed as tables (not tests: absolute times vary from
 * machine to machine; compare rows measured side by side in one run).
 *   BENCH_SIZES=1000,5000  site sizes (articles) for the build benchmark
 */
import { benchBuild } from './bench/build-bench.ts';

const sizes = (process.env.BENCH_SIZES ?? '1000,5000').split(',').map((s) => Number.parseInt(s.trim(), 10)).filter((n) => n > 0);

function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(headers), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.slice(1).map(line)].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`Static build (astro build via the content API), sizes: ${sizes.join(', ')} articles\n`);
const results = [];
for (const size of sizes) {
  process.stdout.write(`  building ${size} articles… `);
  const result = await benchBuild(size);
  console.log(`${result.seconds.toFixed(1)} s`);
  results.push(result);
}
console.log('');
console.log(
  table(
    ['articles', 'pages (both locales)', 'build time', 'ms per page', 'peak memory'],
    results.map((r) => [r.articles, r.pages, `${r.seconds.toFixed(1)} s`, r.msPerPage.toFixed(2), `${r.peakRssMb.toFixed(0)} MB`]),
  ),
);
if (results.length > 1) {
  const first = results[0]!;
  const last = results.at(-1)!;
  console.log(`\nms per page at ${last.articles} / at ${first.articles}: ${(last.msPerPage / first.msPerPage).toFixed(2)}× (1.00× = does not grow with size)`);
}
const weights = results[0];
if (weights) {
  console.log('');
  console.log(
    table(
      ['page', 'HTML (gzip)', 'CSS (gzip)', 'JavaScript (gzip)', 'JS files', 'framework JS'],
      [
        ['article', kb(weights.articlePage.htmlGzip), kb(weights.articlePage.cssGzip), kb(weights.articlePage.jsGzip), weights.articlePage.jsFiles, weights.articlePage.framework ? 'yes' : 'no'],
        ['home', kb(weights.homePage.htmlGzip), kb(weights.homePage.cssGzip), kb(weights.homePage.jsGzip), weights.homePage.jsFiles, weights.homePage.framework ? 'yes' : 'no'],
      ],
    ),
  );
}

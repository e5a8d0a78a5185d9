/**
 * What the publish bench (publish-bench.ts) and the burst probe (burst-probe.ts) both do to a
 * running server: publish a generated article the way the editor does (POST /api/admin/articles
 * over HTTP, signed in). They time a page through page-timer-client.ts.
 */
import { syntheticArticleHtml } from './generate-articles.ts';

/**
 * A publisher for the server at `localUrl`, signed in with `cookie`. Each call publishes one new
 * article titled `title` (its body generated from a seeded sequence, the same for every run) and
 * answers the request's own time in milliseconds, once its answer is read.
 */
export function articlePublisher(localUrl: string, cookie: string): (title: string) => Promise<number> {
  let random = 1;
  return async (title) => {
    const started = performance.now();
    const response = await fetch(`${localUrl}/api/admin/articles`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: localUrl, Cookie: cookie },
      body: JSON.stringify({
        titulo: title,
        categoria: 'saude',
        meta_descricao: 'Benchmark article.',
        conteudo_html: syntheticArticleHtml(() => (random = (random * 16807) % 2147483647) / 2147483647),
        status: 'publicado',
      }),
    });
    if (response.status !== 201) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - started;
  };
}

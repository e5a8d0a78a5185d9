/** A small stand-in for an Astro build folder, shaped like the real output (build.format 'file'). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const FIXTURE_FILES: Record<string, string> = {
  'index.html': `<!doctype html><html lang="en"><title>Home</title><body>${'<p>English home</p>'.repeat(200)}</body></html>`,
  'pt.html': '<!doctype html><html lang="pt-BR"><title>Início</title><body>Início</body></html>',
  'artigos.html': '<!doctype html><html lang="en"><title>Articles</title></html>',
  'artigos/hello-world.html': '<!doctype html><html lang="en"><title>Hello world</title></html>',
  'pt/artigos/hello-world.html': '<!doctype html><html lang="pt-BR"><title>Olá mundo</title></html>',
  '404.html': '<!doctype html><html lang="en"><title>Oops! Page not found</title></html>',
  'pt/404.html': '<!doctype html><html lang="pt-BR"><title>Ops! Página não encontrada</title></html>',
  'admin.html': '<!doctype html><html lang="pt-BR"><title>Admin</title><div id="admin-root"></div></html>',
  '_astro/client.a1b2c3.js': `console.log(${JSON.stringify('x'.repeat(4000))});`,
  'sitemap.xml': '<?xml version="1.0"?><urlset></urlset>',
  'sample/og-default.png': 'not really a png',
  // What a real build records of the settings it printed: the defaults (COACH_MESSAGE_LIMIT, COACH_WINDOW_HOURS).
  'build-settings.json': JSON.stringify({ coach: { maxMessages: 3, windowHours: 24 } }),
};

export async function writeFixtureBuild(dir: string, files = FIXTURE_FILES): Promise<string> {
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(dir, relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, content);
  }
  return dir;
}

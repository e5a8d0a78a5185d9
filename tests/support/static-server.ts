/**
 * A plain static file server for a built bundle (`npm run build`), as a static host serves it:
 * files as they are, a folder's index.html for a clean URL, 404.html (or pt/404.html) when
 * nothing matches, and nothing else: no API, no redirects, no rewriting.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
};

async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}

/** The file a static host answers for `urlPath`, or null. */
async function fileFor(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root)) return null;
  for (const candidate of [file, path.join(file, 'index.html')]) if (await isFile(candidate)) return candidate;
  return null;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer(root: string): Promise<StaticServer> {
  const base = path.resolve(root);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const urlPath = new URL(request.url ?? '/', 'http://static').pathname;
      const found = await fileFor(base, urlPath);
      const notFound = urlPath.startsWith('/pt/') ? path.join(base, 'pt', '404.html') : path.join(base, '404.html');
      const file = found ?? ((await isFile(notFound)) ? notFound : null);
      if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
        response.writeHead(file ? 405 : 404, { 'Content-Type': 'text/plain' }).end(file ? 'Method Not Allowed' : 'Not Found');
        return;
      }
      response.writeHead(found ? 200 : 404, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

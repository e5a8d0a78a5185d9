/**
 * Text PostgreSQL cannot store is refused at the door of the API, for every route at once
 * (better-auth's included): a NUL character (PostgreSQL's text type has no room for it and
 * answers "invalid byte sequence", which used to surface as a 500) and a lone UTF-16
 * surrogate (not Unicode; it would be stored as U+FFFD, silently changing the text). The
 * path, the query string and JSON or form bodies are read; uploads are bytes, not text,
 * and are checked by their own route. The answer is the usual 400 with the field named.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError, type FieldIssue } from './errors.ts';
import type { AppEnv } from './http.ts';
import type { Locale } from './locale.ts';

const UPLOADS = '/api/admin/uploads/';
/** An import's upload (multipart, up to IMPORT_MAX_MB): streamed by its route, which checks its text fields itself. */
const IMPORTS = '/api/admin/imports';

const INVALID_CHARACTERS = {
  en: 'The request contains characters that cannot be stored (such as a NUL byte or a broken character). Remove them and try again.',
  pt: 'A requisição contém caracteres que não podem ser armazenados (como um byte NUL ou um caractere corrompido). Remova-os e tente novamente.',
};
const ISSUE = { en: 'contains a character that cannot be stored', pt: 'contém um caractere que não pode ser armazenado' };

/** The 400 for text that cannot be stored, naming where it was. */
export function unstorableTextError(path: string, locale: Locale): ApiError {
  const issue: FieldIssue = { path, message: ISSUE[locale] };
  return new ApiError(400, 'invalid_characters', INVALID_CHARACTERS, [issue]);
}

export function isStorableText(text: string): boolean {
  return !text.includes('\0') && text.isWellFormed();
}

/** The path of the first string (key or value) in a parsed JSON value that cannot be stored; walked without recursion, so depth costs nothing. */
function firstUnstorable(root: unknown): string | null {
  const stack: Array<[unknown, string]> = [[root, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push([item, path ? `${path}.${index}` : String(index)]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path ? `${path}.${key}` : key;
        if (!isStorableText(key)) return itemPath;
        stack.push([item, itemPath]);
      }
    }
  }
  return null;
}

function fromParams(params: URLSearchParams): string | null {
  for (const [key, value] of params) if (!isStorableText(key) || !isStorableText(value)) return key;
  return null;
}

async function unstorableInBody(request: Request): Promise<string | null> {
  const type = request.headers.get('content-type') ?? '';
  const text = await request.clone().text();
  if (isStorableText(text) && !text.includes('\\u0000') && !/\\u[dD][89a-fA-F]/.test(text) && !text.includes('%00')) return null;
  if (/x-www-form-urlencoded/i.test(type)) return fromParams(new URLSearchParams(text));
  try {
    return firstUnstorable(JSON.parse(text));
  } catch {
    // Not JSON: the route's own parsing answers; only raw text that cannot be stored is refused here.
    return isStorableText(text) ? null : 'body';
  }
}

export function refuseUnstorableText(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    let path: string | null = null;
    try {
      if (!isStorableText(decodeURIComponent(url.pathname))) path = 'path';
    } catch {
      // A malformed escape in the path: the routes answer 404 or 400 for it.
    }
    path ??= fromParams(url.searchParams);
    const streamed = c.req.path.startsWith(UPLOADS) || (c.req.method === 'POST' && c.req.path === IMPORTS);
    if (path === null && c.req.raw.body && !streamed) path = await unstorableInBody(c.req.raw);
    if (path !== null) throw unstorableTextError(path, c.get('locale') ?? 'en');
    await next();
  };
}

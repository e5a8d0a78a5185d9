import { describe, expect, it } from 'vitest';
import {
  appendArticles,
  articlesApiPath,
  fetchArticles,
  hasFilters,
  listFiltersQuery,
  parseListFilters,
  readArticlesPage,
  type ArticleCardData,
} from '../../src/lib/article-search.ts';
import { ApiRequestError } from '../../src/lib/site-api.ts';

function card(id: string): ArticleCardData {
  return {
    id,
    slug: id,
    idioma: 'en',
    titulo: `Title ${id}`,
    meta_descricao: 'Description',
    categoria: 'saude',
    imagem_destaque_url: null,
    tempo_leitura: 4,
    data_publicacao: '2026-01-01T00:00:00.000Z',
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers from a list, one answer per call, and records the calls. */
function scripted(...answers: Array<Response | Error | 'hang'>) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const fetch = ((url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (answer === 'hang') {
      return new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    }
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer.clone());
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const request = { filters: { search: 'sono', categoria: 'saude' as const }, offset: 0, limit: 9 };
const fast = { locale: 'pt' as const, fallbackMessage: 'Sem conexão', retryDelayMs: 1, timeoutMs: 200 };

describe('list filters in the query string', () => {
  it('reads categoria and search; todas and unknown categories mean no filter', () => {
    expect(parseListFilters('?categoria=culinaria&search=p%C3%A3o')).toEqual({ search: 'pão', categoria: 'culinaria' });
    expect(parseListFilters('categoria=todas')).toEqual({ search: '', categoria: 'todas' });
    expect(parseListFilters('?categoria=astrologia')).toEqual({ search: '', categoria: 'todas' });
    expect(parseListFilters('').categoria).toBe('todas');
  });

  it('writes only the filters in use, categoria first', () => {
    expect(listFiltersQuery({ search: '', categoria: 'todas' })).toBe('');
    expect(listFiltersQuery({ search: '  ', categoria: 'dinheiro' })).toBe('?categoria=dinheiro');
    expect(listFiltersQuery({ search: 'pão de casa', categoria: 'culinaria' })).toBe('?categoria=culinaria&search=p%C3%A3o+de+casa');
    expect(hasFilters({ search: ' ', categoria: 'todas' })).toBe(false);
    expect(hasFilters({ search: 'x', categoria: 'todas' })).toBe(true);
  });

  it('caps a search from a link at the API’s 200 characters', () => {
    expect(parseListFilters(`search=${'a'.repeat(300)}`).search).toHaveLength(200);
  });

  it('asks the API with every parameter, the list’s locale first', () => {
    expect(articlesApiPath({ filters: { search: ' café ', categoria: 'todas' }, offset: 9, limit: 9 }, 'pt')).toBe(
      '/api/articles?locale=pt&search=caf%C3%A9&categoria=todas&offset=9&limit=9',
    );
  });
});

describe('readArticlesPage', () => {
  it('reads a page whose cards have every field the card shows, and refuses any other', () => {
    const page = { articles: [card('a'), { ...card('b'), imagem_destaque: null }], total: 2 };
    expect(readArticlesPage(page)).toEqual(page);
    const { titulo: _titulo, ...untitled } = card('c');
    for (const broken of [
      { articles: [untitled], total: 1 },
      { articles: [{ ...card('d'), categoria: 'esportes' }], total: 1 },
      { articles: [{ ...card('e'), idioma: 'fr' }], total: 1 },
      { articles: [{ ...card('f'), tempo_leitura: '4' }], total: 1 },
      { articles: [card('g')], total: '1' },
      { articles: {}, total: 0 },
      null,
    ]) {
      expect(readArticlesPage(broken), JSON.stringify(broken)).toBeUndefined();
    }
  });
});

describe('fetchArticles', () => {
  it('returns the page and sends the page’s language', async () => {
    const { fetch, calls } = scripted(json(200, { articles: [card('a')], total: 1 }));
    const result = await fetchArticles(request, { ...fast, fetch });
    expect(result).toEqual({ articles: [card('a')], total: 1, timedOut: false });
    expect(calls[0]!.headers['Accept-Language']).toBe('pt-BR');
  });

  it('retries other failures twice, then gives up with the server’s message', async () => {
    const { fetch, calls } = scripted(
      new TypeError('network down'),
      json(503, { error: { code: 'unavailable', message: 'Serviço indisponível' } }),
      json(503, { error: { code: 'unavailable', message: 'Serviço indisponível' } }),
    );
    const failure = await fetchArticles(request, { ...fast, fetch }).catch((error: unknown) => error);
    expect(calls).toHaveLength(3);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 503, message: 'Serviço indisponível', fromServer: true });
  });

  it('succeeds on a retry', async () => {
    const { fetch, calls } = scripted(json(500, {}), json(200, { articles: [], total: 0 }));
    await expect(fetchArticles(request, { ...fast, fetch })).resolves.toMatchObject({ total: 0, timedOut: false });
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a request the server refused', async () => {
    const { fetch, calls } = scripted(json(400, { error: { code: 'invalid', message: 'search is too long' } }));
    await expect(fetchArticles(request, { ...fast, fetch })).rejects.toMatchObject({ status: 400, message: 'search is too long' });
    expect(calls).toHaveLength(1);
  });

  it('treats an answer of the wrong shape as a failure', async () => {
    const { fetch, calls } = scripted(json(200, { items: [] }));
    await expect(fetchArticles(request, { ...fast, fetch })).rejects.toMatchObject({ code: 'invalid_response', message: 'Sem conexão' });
    expect(calls).toHaveLength(3);
  });

  it('gives an empty list when the request times out, without retrying', async () => {
    const { fetch, calls } = scripted('hang');
    await expect(fetchArticles(request, { ...fast, timeoutMs: 20, fetch })).resolves.toEqual({ articles: [], total: 0, timedOut: true });
    expect(calls).toHaveLength(1);
  });

  it('rejects with the caller’s reason when a newer search supersedes it', async () => {
    const { fetch } = scripted('hang');
    const controller = new AbortController();
    const pending = fetchArticles(request, { ...fast, fetch, signal: controller.signal });
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops waiting between retries when aborted', async () => {
    const { fetch, calls } = scripted(json(500, {}));
    const controller = new AbortController();
    const pending = fetchArticles(request, { ...fast, retryDelayMs: 10_000, fetch, signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 10));
    controller.abort(new DOMException('superseded', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});

describe('appendArticles', () => {
  it('leaves out cards already shown', () => {
    expect(appendArticles([card('a'), card('b')], [card('b'), card('c')]).map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });
});

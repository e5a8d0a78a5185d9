import { describe, expect, it } from 'vitest';
import { gateState } from '../../src/admin/features/auth/lib/gate-state.ts';
import { siteStatusText } from '../../src/admin/lib/site-status-text.ts';
import { ApiError, ForbiddenError, NetworkError, UnauthenticatedError } from '../../src/admin/lib/api-client.ts';
import { formatPublicationDate } from '../../src/admin/lib/format.ts';
import { ADMIN_PATHS, editArticlePath, publicArticlePath } from '../../src/admin/routes.ts';

describe('the gate', () => {
  const base = { error: null, hasData: false, pending: true, hinted: false };

  it('loads, then follows the server: login on 401, denied on 403, the area for an admin', () => {
    expect(gateState(base)).toBe('loading');
    expect(gateState({ ...base, pending: false, error: new UnauthenticatedError('x', 401, 'unauthenticated') })).toBe('login');
    expect(gateState({ ...base, pending: false, error: new ForbiddenError('x', 403, 'forbidden') })).toBe('denied');
    expect(gateState({ ...base, pending: false, hasData: true })).toBe('admin');
    expect(gateState({ ...base, pending: false, error: new NetworkError() })).toBe('failed');
  });

  it('paints the admin area from the remembered role, until the server says otherwise', () => {
    expect(gateState({ ...base, hinted: true })).toBe('admin');
    expect(gateState({ ...base, hinted: true, pending: false, error: new UnauthenticatedError('x', 401, 'unauthenticated') })).toBe(
      'login',
    );
    // A refetch that fails after a 401 elsewhere wins over the old answer.
    expect(gateState({ ...base, pending: false, hasData: true, error: new UnauthenticatedError('x', 401, 'unauthenticated') })).toBe(
      'login',
    );
    expect(gateState({ ...base, pending: false, hasData: true, error: new ApiError('x', 500, 'x') })).toBe('failed');
  });
});

describe('routes', () => {
  it('are the specification’s paths under /admin', () => {
    expect(Object.values(ADMIN_PATHS)).toEqual([
      '/admin',
      '/admin/novo-artigo',
      '/admin/editar-artigo/:id',
      '/admin/artigos',
      '/admin/biblioteca',
      '/admin/ia-redatora',
      '/admin/reviews-produtos',
      '/admin/ebooks-interativos',
      '/admin/seo',
      '/admin/webhooks',
      '/admin/afiliados',
      '/admin/redirecionamentos',
      '/admin/mensagens',
      '/admin/configuracoes',
      '/admin/equipe',
      '/admin/auditoria',
      '/admin/tarefas',
      '/admin/importar',
      '/admin/backups',
      '/admin/newsletter',
      '/admin/conta',
      '/admin/convite',
    ]);
    expect(editArticlePath('0f1e')).toBe('/admin/editar-artigo/0f1e');
    expect(publicArticlePath('horta-na-varanda', 'en')).toBe('/artigos/horta-na-varanda');
    expect(publicArticlePath('horta-na-varanda', 'pt')).toBe('/pt/artigos/horta-na-varanda');
  });
});

describe('site status text', () => {
  const site = {
    live: true,
    liveSince: '2026-05-01T10:00:00Z',
    buildId: 'b1',
    pages: 70,
    build: {
      state: 'idle' as const,
      queued: false,
      startedAt: null,
      phase: null,
      pagesDone: null,
      pagesTotal: null,
      lastDurationMs: 3000,
      lastPagesRendered: null,
      lastError: null,
      lastFailedAt: null,
    },
  };

  it('says building, live since a time, or failed with the reason', () => {
    expect(siteStatusText({ ...site, build: { ...site.build, state: 'building' } })).toEqual({ tone: 'busy', text: 'Publicando o site…' });
    expect(siteStatusText({ ...site, build: { ...site.build, queued: true } }).tone).toBe('busy');
    expect(siteStatusText(site).text).toMatch(/^Site no ar desde \d{2}\/\d{2}\/\d{4}/);
    expect(siteStatusText({ ...site, build: { ...site.build, state: 'failed', lastError: 'astro build exited with code 1' } })).toEqual({
      tone: 'failed',
      text: 'Falha ao publicar: astro build exited with code 1',
    });
    expect(siteStatusText({ ...site, live: false, liveSince: null }).tone).toBe('idle');
  });

  it('says what a publish is doing (queued, preparing, page N of about M, going live) and how long the last one took', () => {
    const building = { ...site.build, state: 'building' as const };
    expect(siteStatusText({ ...site, build: { ...site.build, queued: true } }).text).toBe('Publicação na fila');
    expect(siteStatusText({ ...site, build: { ...building, phase: 'preparing' } }).text).toBe('Publicando: preparando o site…');
    expect(siteStatusText({ ...site, build: { ...building, phase: 'rendering', pagesDone: 12, pagesTotal: 70 } }).text).toBe(
      'Publicando: página 12 de cerca de 70',
    );
    expect(siteStatusText({ ...site, build: { ...building, phase: 'rendering', pagesDone: 12, pagesTotal: null } }).text).toBe(
      'Publicando: 12 páginas prontas',
    );
    expect(siteStatusText({ ...site, build: { ...building, phase: 'swapping', queued: true } }).text).toBe(
      'Publicando: colocando a nova versão no ar… · Outra publicação na fila',
    );
    expect(siteStatusText(site).text).toMatch(/ · a última levou 3 s$/);
    expect(siteStatusText({ ...site, build: { ...site.build, lastDurationMs: 7140 } }).text).toMatch(/a última levou 7,1 s$/);
    expect(siteStatusText({ ...site, build: { ...site.build, lastDurationMs: 420, lastPagesRendered: 7 } }).text).toMatch(
      /a última levou 0,4 s \(7 páginas geradas\)$/,
    );
    expect(siteStatusText({ ...site, build: { ...site.build, lastDurationMs: 420, lastPagesRendered: 1 } }).text).toMatch(
      /\(1 página gerada\)$/,
    );
  });
});

describe('publication dates', () => {
  it('are shown in the en-US format', () => {
    expect(formatPublicationDate('2026-03-04T12:00:00Z')).toBe('Mar 4, 2026');
    expect(formatPublicationDate(null)).toBe('');
    expect(formatPublicationDate('nope')).toBe('');
  });
});

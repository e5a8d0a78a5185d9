-- Every save of an article keeps a revision (issue 12; docs/decisions/020-article-revisions.md):
-- a snapshot of the fields an editor writes (products included), who saved it, and which
-- fields changed since the revision before. The newest 100 per article are kept.
CREATE TABLE article_revisions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  created_by text REFERENCES "user"(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  campos jsonb NOT NULL,
  alterados text[] NOT NULL DEFAULT '{}',
  restaurada_de uuid REFERENCES article_revisions(id) ON DELETE SET NULL
);
CREATE INDEX article_revisions_article_idx ON article_revisions (article_id, created_at DESC);

-- Articles saved before revisions existed start with one: their current text.
INSERT INTO article_revisions (article_id, campos)
SELECT a.id, jsonb_build_object(
  'titulo', a.titulo, 'slug', a.slug, 'meta_descricao', a.meta_descricao, 'categoria', a.categoria,
  'conteudo_html', a.conteudo_html, 'autor', a.autor, 'tempo_leitura', a.tempo_leitura,
  'imagem_destaque_url', a.imagem_destaque_url, 'audio_url', a.audio_url, 'video_titulo', a.video_titulo,
  'video_descricao', a.video_descricao, 'video_url', a.video_url, 'video_link_externo', a.video_link_externo,
  'status', a.status, 'idioma', a.idioma,
  'products', coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', p.nome, 'description', p.descricao, 'price', p.preco::float8, 'affiliate_link', p.url_afiliado, 'image_url', p.imagem_url) ORDER BY p.created_at, p.id)
    FROM related_products p WHERE p.article_id = a.id), '[]'::jsonb)
)
FROM articles a;

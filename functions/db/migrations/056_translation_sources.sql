-- A translation knows its original (issue 30, docs/decisions/056-translations-know-their-original.md):
-- which article it translates, the original's revision it was made from or last marked up to
-- date against, and that revision's translated fields (title, meta description, body,
-- products), kept here because revisions are pruned after 100 saves. traducao_desatualizada is
-- NULL for an article that is no translation, else whether those fields of the original
-- changed since. aviso_traducao_desatualizada: the editor's choice to tell readers of the
-- published translation that the original is newer.
ALTER TABLE articles
  ADD COLUMN traducao_de uuid REFERENCES articles(id) ON DELETE SET NULL,
  -- No foreign key: revisions are pruned after 100 saves (the base below keeps what matters), and
  -- a key would make articles and article_revisions depend on each other (backups order tables by keys).
  ADD COLUMN traducao_revisao_id uuid,
  ADD COLUMN traducao_base jsonb,
  ADD COLUMN traducao_desatualizada boolean,
  ADD COLUMN aviso_traducao_desatualizada boolean NOT NULL DEFAULT false;

CREATE INDEX articles_traducao_de_idx ON articles (traducao_de) WHERE traducao_de IS NOT NULL;
CREATE INDEX articles_traducao_desatualizada_idx ON articles (traducao_desatualizada) WHERE traducao_desatualizada;

-- Existing pairs recorded no direction: the member still labelled as a translation draft is the
-- translation; otherwise the one created later (the id breaks a tie). Each starts up to date
-- against its original's current text and newest revision.
WITH pairs AS (
  SELECT t.id AS translation_id, o.id AS original_id
  FROM articles t
  JOIN articles o ON o.grupo_traducao = t.grupo_traducao AND o.id <> t.id
  WHERE t.grupo_traducao IS NOT NULL
    AND (
      (t.estado_traducao IS NOT NULL AND o.estado_traducao IS NULL)
      OR ((t.estado_traducao IS NULL) = (o.estado_traducao IS NULL) AND (t.created_at, t.id) > (o.created_at, o.id))
    )
)
UPDATE articles t SET
  traducao_de = pairs.original_id,
  traducao_revisao_id = (
    SELECT r.id FROM article_revisions r WHERE r.article_id = pairs.original_id ORDER BY r.created_at DESC, r.id DESC LIMIT 1),
  traducao_base = (
    SELECT jsonb_build_object(
      'titulo', o.titulo, 'meta_descricao', o.meta_descricao, 'conteudo_html', o.conteudo_html,
      'products', coalesce((
        SELECT jsonb_agg(jsonb_build_object('name', p.nome, 'description', p.descricao, 'price', p.preco::float8, 'affiliate_link', p.url_afiliado, 'image_url', p.imagem_url) ORDER BY p.created_at, p.id)
        FROM related_products p WHERE p.article_id = o.id), '[]'::jsonb))
    FROM articles o WHERE o.id = pairs.original_id),
  traducao_desatualizada = false
FROM pairs
WHERE t.id = pairs.translation_id;

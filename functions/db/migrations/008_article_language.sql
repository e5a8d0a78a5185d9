-- Bilingual content: every article is written in one language (idioma: en or pt) and may be
-- linked to its translation in the other language through a translation group (at most one
-- article per language per group). Slugs are unique per language, so each version has its own.

ALTER TABLE articles ADD COLUMN idioma text;

-- Existing articles get a language by a rule (docs/decisions/010-article-language.md): the
-- language whose common short words and letters appear more often in the title, meta
-- description and text. Ties go to English, the site's default locale. Editors can correct it.
UPDATE articles SET idioma = CASE
  WHEN regexp_count(
         lower(titulo || ' ' || meta_descricao || ' ' || regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g')),
         '\m(de|do|da|dos|das|que|para|com|uma|um|não|você|é|são|mais|como|seu|sua|no|na|nos|nas|ao|pelo|pela)\M|[ãõçáéíóúâêô]'
       ) >
       regexp_count(
         lower(titulo || ' ' || meta_descricao || ' ' || regexp_replace(conteudo_html, '<[^>]*>', ' ', 'g')),
         '\m(the|and|of|to|with|for|is|are|your|you|that|this|it|on|in|at|by|from|more|how|what)\M'
       )
  THEN 'pt' ELSE 'en' END;

ALTER TABLE articles
  ALTER COLUMN idioma SET NOT NULL,
  -- English is the site's default locale; the back-office API always sends the language.
  ALTER COLUMN idioma SET DEFAULT 'en',
  ADD CONSTRAINT articles_idioma_check CHECK (idioma IN ('en', 'pt'));

ALTER TABLE articles ADD COLUMN grupo_traducao uuid;
CREATE UNIQUE INDEX articles_translation_group_language_key
  ON articles (grupo_traducao, idioma) WHERE grupo_traducao IS NOT NULL;

ALTER TABLE articles DROP CONSTRAINT articles_slug_key;
ALTER TABLE articles ADD CONSTRAINT articles_idioma_slug_key UNIQUE (idioma, slug);
-- Old URLs and the legacy /artigo/{slug} redirect look articles up by slug alone.
CREATE INDEX articles_slug_idx ON articles (slug);
CREATE INDEX articles_published_language_idx ON articles (idioma, data_publicacao DESC, id DESC) WHERE status = 'publicado';

-- Reviews and ebooks: meant for one language, or for both (NULL). Existing rows stay in both
-- locales, as they were shown until now.
ALTER TABLE product_reviews ADD COLUMN idioma text CHECK (idioma IS NULL OR idioma IN ('en', 'pt'));
ALTER TABLE interactive_ebooks ADD COLUMN idioma text CHECK (idioma IS NULL OR idioma IN ('en', 'pt'));

-- Social cards (docs/decisions/027). imagem_social_url: the editor's own share image, which
-- replaces the generated card. cartao_social_url: the card generated from the article's title,
-- category, language and featured image; cartao_social_hash: what it was made from, so a card
-- is made again only when one of those changes. Existing articles get a card when the server
-- next starts (their hash is NULL); until then they share the site's default image.
ALTER TABLE articles ADD COLUMN imagem_social_url text;
ALTER TABLE articles ADD COLUMN cartao_social_url text;
ALTER TABLE articles ADD COLUMN cartao_social_hash text;

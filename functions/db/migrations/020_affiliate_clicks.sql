-- Clicks on tracked affiliate links (/go/{id}): one row per link, day and locale, with a
-- count. Nothing about the visitor: no address, no user agent, no cookie.
-- link_id is a related product's or a review's id (link_kind says which); it is not a
-- foreign key so that the figures outlive a product removed from its article, and the
-- product's name at the last click is kept for the same reason.
CREATE TABLE affiliate_clicks (
  day date NOT NULL,
  link_kind text NOT NULL CHECK (link_kind IN ('related_product', 'review')),
  link_id uuid NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'pt')),
  article_id uuid REFERENCES articles(id) ON DELETE SET NULL,
  product_name text NOT NULL,
  count integer NOT NULL DEFAULT 1 CHECK (count > 0),
  PRIMARY KEY (day, link_kind, link_id, locale)
);
CREATE INDEX affiliate_clicks_article_idx ON affiliate_clicks (article_id) WHERE article_id IS NOT NULL;
CREATE INDEX affiliate_clicks_link_idx ON affiliate_clicks (link_id);

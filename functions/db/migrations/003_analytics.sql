-- First-party analytics: page views and the specification's events, collected by the API.
-- No cookies, no addresses: a path, a locale and the event's own properties.
CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('page_view', 'article_view', 'affiliate_click', 'search')),
  path text NOT NULL CHECK (length(path) <= 500),
  locale text NOT NULL CHECK (locale IN ('en', 'pt')),
  article_id uuid REFERENCES articles(id) ON DELETE SET NULL,
  props jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_type_created_idx ON analytics_events (type, created_at DESC);
CREATE INDEX analytics_events_article_idx ON analytics_events (article_id) WHERE article_id IS NOT NULL;

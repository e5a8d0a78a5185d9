-- Affiliate destinations per marketplace, chosen per country (issue 29, docs/decisions/053).
--
-- affiliate_marketplaces: the stores a tracked product can lead to, by domain, with the site's
-- own tracking ID there (none: the marketplace is never a destination) and its disclosure text
-- per language. The Amazon stores the country rules name are shipped without a tracking ID, so
-- that nothing changes for a site until its owner enters its own.
CREATE TABLE affiliate_marketplaces (
  domain text PRIMARY KEY CHECK (domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' AND length(domain) <= 253),
  tracking_id text CHECK (tracking_id IS NULL OR length(tracking_id) BETWEEN 1 AND 100),
  disclosure jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO affiliate_marketplaces (domain, disclosure) VALUES
  ('amazon.com', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.com.br', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.co.uk', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.ca', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.es', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.de', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.fr', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.nl', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.')),
  ('amazon.it', jsonb_build_object('en', 'As an Amazon Associate we earn from qualifying purchases.', 'pt', 'Como associados da Amazon, recebemos por compras qualificadas.'));

-- affiliate_country_map: ISO 3166-1 alpha-2 country -> the marketplaces its readers are sent to,
-- in order of preference (the first with a tracking ID and a destination for the product wins).
-- A target is a marketplace domain or another country of the map ("as IE's neighbour GB").
-- The neighbour rules below are the shipped defaults, editable in the back office.
CREATE TABLE affiliate_country_map (
  country text PRIMARY KEY CHECK (country ~ '^[A-Z]{2}$'),
  targets text[] NOT NULL CHECK (cardinality(targets) BETWEEN 1 AND 5)
);

INSERT INTO affiliate_country_map (country, targets) VALUES
  ('US', ARRAY['amazon.com']),
  ('BR', ARRAY['amazon.com.br']),
  ('GB', ARRAY['amazon.co.uk']),
  ('IE', ARRAY['GB']),
  ('CA', ARRAY['amazon.ca']),
  ('ES', ARRAY['amazon.es']),
  ('PT', ARRAY['amazon.es']),
  ('DE', ARRAY['amazon.de']),
  ('AT', ARRAY['DE']),
  ('CH', ARRAY['DE']),
  ('FR', ARRAY['amazon.fr']),
  ('NL', ARRAY['amazon.nl']),
  ('BE', ARRAY['amazon.nl', 'amazon.fr']),
  ('IT', ARRAY['amazon.it']),
  ('MX', ARRAY['amazon.com']),
  ('AR', ARRAY['amazon.com']),
  ('BO', ARRAY['amazon.com']),
  ('CL', ARRAY['amazon.com']),
  ('CO', ARRAY['amazon.com']),
  ('CR', ARRAY['amazon.com']),
  ('DO', ARRAY['amazon.com']),
  ('EC', ARRAY['amazon.com']),
  ('GT', ARRAY['amazon.com']),
  ('HN', ARRAY['amazon.com']),
  ('NI', ARRAY['amazon.com']),
  ('PA', ARRAY['amazon.com']),
  ('PE', ARRAY['amazon.com']),
  ('PY', ARRAY['amazon.com']),
  ('SV', ARRAY['amazon.com']),
  ('UY', ARRAY['amazon.com']),
  ('VE', ARRAY['amazon.com']);

-- affiliate_destinations: a tracked product's destination in one marketplace (link_id is the id
-- of /go/{id}: a related product or a review, as in affiliate_clicks). A URL, or an Amazon ASIN
-- from which the URL is built; status exact (the item itself), search (the marketplace's search
-- for the product's name: the item is not sold there) or none (never sent there). A product
-- without rows keeps its one stored URL as its default destination.
CREATE TABLE affiliate_destinations (
  link_id uuid NOT NULL,
  marketplace text NOT NULL REFERENCES affiliate_marketplaces(domain) ON DELETE CASCADE ON UPDATE CASCADE,
  url text CHECK (url IS NULL OR url ~ '^https?://'),
  asin text CHECK (asin IS NULL OR asin ~ '^[A-Z0-9]{10}$'),
  status text NOT NULL CHECK (status IN ('exact', 'search', 'none')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (link_id, marketplace)
);

-- A click now says the country it came from (XX: unknown) and the marketplace it was sent to
-- ('default': the product's one stored URL). Still nothing about the reader: no address.
ALTER TABLE affiliate_clicks ADD COLUMN country text NOT NULL DEFAULT 'XX' CHECK (country ~ '^[A-Z]{2}$');
ALTER TABLE affiliate_clicks ADD COLUMN marketplace text NOT NULL DEFAULT 'default';
ALTER TABLE affiliate_clicks DROP CONSTRAINT affiliate_clicks_pkey;
ALTER TABLE affiliate_clicks ADD PRIMARY KEY (day, link_kind, link_id, locale, country, marketplace);

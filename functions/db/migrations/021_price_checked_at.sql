-- When a related product's price was last set or confirmed by an editor. Pages show it
-- ("Price as of …") and hide prices older than PRICE_MAX_AGE_DAYS. A price stored before
-- this migration was set when its row was written, so that is its date.
ALTER TABLE related_products ADD COLUMN preco_verificado_em timestamptz NOT NULL DEFAULT now();
UPDATE related_products SET preco_verificado_em = created_at;
CREATE INDEX related_products_preco_verificado_idx ON related_products (preco_verificado_em) WHERE preco IS NOT NULL;

-- The social card in the three more shapes search engines ask of an article's structured data
-- (16:9, 4:3 and 1:1, besides the 1.9:1 card; issue 23): made with the card, by
-- functions/media/social-cards.ts, as a JSON array of { url, width, height }. Null until the
-- next card refresh makes them (the card design's version changed, so every card is made again).
ALTER TABLE articles ADD COLUMN cartao_social_proporcoes jsonb;

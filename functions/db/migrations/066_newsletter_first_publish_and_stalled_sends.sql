-- A republish never sends (issue 28: "not an edit of a published one, not a republish";
-- docs/decisions/069). The first time an article is announced as published, whatever its
-- newsletter switch said, is written here; a later announcement of the same article (it was
-- unpublished, the switch turned on, and published again) finds it and queues nothing.
ALTER TABLE newsletter_article_options ADD COLUMN first_published_at timestamptz;

-- Articles that were published before this migration: a published one, or a draft with a
-- publication date (only a publish sets that date on an unscheduled article, and unpublishing
-- keeps it). Their republish must not send either.
INSERT INTO newsletter_article_options (article_id, first_published_at)
SELECT id, coalesce(data_publicacao, updated_at)
FROM articles
WHERE status = 'publicado' OR (status = 'rascunho' AND data_publicacao IS NOT NULL)
ON CONFLICT (article_id) DO UPDATE SET first_published_at = excluded.first_published_at;

-- Why a send failed without a message leaving, for the Newsletter screen: a send that waited
-- for its page longer than the limit (no build put it live) fails with this reason.
ALTER TABLE newsletter_sends ADD COLUMN failure_reason text;

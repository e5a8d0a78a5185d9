-- Publication ends an article's open preview links (docs/decisions/031, "Later"). From then on
-- the public page is the address to share, and a link left open would show whatever a later
-- draft of the same article says (unpublished, rewritten) to everyone who kept the old link.
-- A trigger, so every way an article becomes published (the back office, the scheduler, a
-- script) ends them. Links are ended (revoked_at), not deleted: the row stays, and the preview
-- route sends a holder of an ended link of a published article to its page.
CREATE OR REPLACE FUNCTION articles_end_previews_on_publish() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE preview_links SET revoked_at = now() WHERE article_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END $$;

CREATE TRIGGER articles_end_previews_on_publish AFTER UPDATE OF status ON articles
  FOR EACH ROW WHEN (NEW.status = 'publicado' AND OLD.status IS DISTINCT FROM 'publicado')
  EXECUTE FUNCTION articles_end_previews_on_publish();

-- Links of articles already published when this runs.
UPDATE preview_links AS p SET revoked_at = now()
FROM articles AS a
WHERE a.id = p.article_id AND a.status = 'publicado' AND p.revoked_at IS NULL;

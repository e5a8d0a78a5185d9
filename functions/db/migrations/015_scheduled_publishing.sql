-- Scheduled publishing (docs/decisions/017-scheduled-publishing.md). An article may wait as
-- 'agendado' with data_publicacao holding the time it goes live. The scheduler's claim
-- (UPDATE ... WHERE status = 'agendado' AND data_publicacao <= now() RETURNING) is the one
-- source of truth for "this schedule fired": a row is claimed once, whichever process runs it.
ALTER TABLE articles DROP CONSTRAINT articles_status_check;
ALTER TABLE articles ADD CONSTRAINT articles_status_check CHECK (status IN ('publicado', 'rascunho', 'agendado'));
ALTER TABLE articles ADD CONSTRAINT articles_scheduled_has_date CHECK (status <> 'agendado' OR data_publicacao IS NOT NULL);
CREATE INDEX articles_scheduled_idx ON articles (data_publicacao) WHERE status = 'agendado';

-- Articles a schedule published whose article.published webhook waits until a live build
-- shows their page (Ghost #10226 fired it at save time). The claim writes the row in the same
-- transaction as the status change, so a restart between the claim and the build loses nothing.
CREATE TABLE articles_awaiting_live (
  article_id uuid PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL DEFAULT now()
);

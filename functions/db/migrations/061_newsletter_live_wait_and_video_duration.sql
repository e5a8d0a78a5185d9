-- A newsletter send waits until the article's page is live (issue 28; docs/decisions/061):
-- where this instance builds the site, publishing writes the send as 'awaiting_live' and no job;
-- the live build that serves the article's page moves it to 'queued' and queues the job, so no
-- reader follows a link to a page that is not there yet. Existing rows keep their status.
ALTER TABLE newsletter_sends DROP CONSTRAINT newsletter_sends_status_check;
ALTER TABLE newsletter_sends
  ADD CONSTRAINT newsletter_sends_status_check
  CHECK (status IN ('awaiting_live', 'queued', 'sending', 'completed', 'failed', 'cancelled'));
CREATE INDEX newsletter_sends_awaiting_live ON newsletter_sends (created_at) WHERE status = 'awaiting_live';

-- An uploaded video's duration in seconds, read from the MP4's movie header at upload
-- (functions/media/video-duration.ts), for the VideoObject's `duration` (issue 23). Null for
-- WebM, for files uploaded before, and where the header cannot be read.
ALTER TABLE media ADD COLUMN duration_seconds double precision;

-- A newsletter send writes its recipient list in chunks, by subscriber id (docs/decisions/089):
-- each chunk is the next QUEUE_CHUNK active subscriptions of the newsletter after the last id
-- written. This index answers it as a range read in id order; without it each chunk read every
-- active subscription of the newsletter (newsletter_subscriptions_newsletter) and sorted them,
-- or walked the primary key through the other newsletters' rows. Nothing existing changes.
CREATE INDEX newsletter_subscriptions_active_by_subscriber
  ON newsletter_subscriptions (newsletter_id, subscriber_id) WHERE status = 'active';

-- Newsletters per language (issue 28; docs/decisions/050). One subscriber record per address
-- with its language, a subscription per newsletter (pending until the confirmation link is
-- used, then active, or unsubscribed), and a suppression that stops every newsletter (a hard
-- bounce, a complaint, a 5xx refusal). No IP address and no open token is stored: links carry
-- HMAC-signed tokens checked against a server secret.
CREATE TABLE newsletters (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  locale text NOT NULL CHECK (locale IN ('en', 'pt')),
  name text NOT NULL,
  -- The newsletter a sign-up form in its language offers (at most one per language).
  offered boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletters_offered_per_locale ON newsletters (locale) WHERE offered;
INSERT INTO newsletters (id, locale, name, offered) VALUES
  ('en', 'en', 'Newsletter (English)', true),
  ('pt', 'pt', 'Newsletter (Português)', true);

CREATE TABLE newsletter_subscribers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  locale text NOT NULL CHECK (locale IN ('en', 'pt')),
  suppressed_at timestamptz,
  suppressed_reason text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX newsletter_subscribers_email ON newsletter_subscribers (lower(email));

CREATE TABLE newsletter_subscriptions (
  subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  newsletter_id text NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'active', 'unsubscribed')),
  -- How consent was given: the confirmation link, or an administrator's statement on import.
  consent text CHECK (consent IN ('confirmed', 'stated-on-import')),
  created_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz,
  PRIMARY KEY (subscriber_id, newsletter_id)
);
CREATE INDEX newsletter_subscriptions_newsletter ON newsletter_subscriptions (newsletter_id, status);
CREATE INDEX newsletter_subscriptions_pending ON newsletter_subscriptions (created_at) WHERE status = 'pending';

-- One send per article and newsletter, ever: a second publish, a republish or a second
-- instance finds the row and queues nothing.
CREATE TABLE newsletter_sends (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  newsletter_id text NOT NULL REFERENCES newsletters (id) ON DELETE CASCADE,
  -- NULL for a test send; the article may be deleted later, the send's record stays.
  article_id uuid REFERENCES articles (id) ON DELETE SET NULL,
  subject text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'completed', 'failed', 'cancelled')),
  -- Set once the recipient list was written to newsletter_deliveries.
  prepared_at timestamptz,
  clicks integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  UNIQUE (article_id, newsletter_id)
);

-- One row per send and subscriber, written before anything is mailed: a resumed send mails
-- only the rows still pending (docs/decisions/050).
CREATE TABLE newsletter_deliveries (
  send_id uuid NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
  subscriber_id uuid NOT NULL REFERENCES newsletter_subscribers (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'bounced', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  PRIMARY KEY (send_id, subscriber_id)
);
CREATE INDEX newsletter_deliveries_pending ON newsletter_deliveries (send_id, subscriber_id) WHERE status = 'pending';
CREATE INDEX newsletter_deliveries_subscriber ON newsletter_deliveries (subscriber_id);

-- The editor's choice per article, before publishing: no newsletter for this one.
CREATE TABLE newsletter_article_options (
  article_id uuid PRIMARY KEY REFERENCES articles (id) ON DELETE CASCADE,
  send_on_publish boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

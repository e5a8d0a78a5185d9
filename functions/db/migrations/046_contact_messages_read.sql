-- Contact messages are read in the back office (Mensagens): when a message was first read,
-- or NULL while it is unread. Messages stored before this screen existed were never read by
-- anyone, so they start unread. The partial index serves the unread count the sidebar and
-- the dashboard ask for on every screen.
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
CREATE INDEX contact_messages_unread_idx ON contact_messages (created_at DESC) WHERE read_at IS NULL;

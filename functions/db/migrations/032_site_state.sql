-- One site across server instances (docs/decisions/032): every visible change bumps the site
-- version; each instance follows it and renders what changed. announced_version makes the
-- site.rebuilt event go out once per version for the whole cluster, from the first instance
-- whose build shows it.
CREATE TABLE site_state (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  version bigint NOT NULL DEFAULT 0,
  announced_version bigint NOT NULL DEFAULT 0,
  changed_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO site_state (id) VALUES (1);

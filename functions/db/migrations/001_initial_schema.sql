-- The whole data model of both specifications, with the specification's own table and
-- column names. Later changes are new numbered files; this one is never edited once shipped.

-- Accounts (better-auth's core tables, camelCase columns as better-auth expects them).
CREATE TABLE "user" (
  id text PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL UNIQUE,
  "emailVerified" boolean NOT NULL DEFAULT false,
  image text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE session (
  id text PRIMARY KEY,
  "expiresAt" timestamptz NOT NULL,
  token text NOT NULL UNIQUE,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now(),
  "ipAddress" text,
  "userAgent" text,
  "userId" text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE
);
CREATE INDEX session_user_id_idx ON session ("userId");

CREATE TABLE account (
  id text PRIMARY KEY,
  "accountId" text NOT NULL,
  "providerId" text NOT NULL,
  "userId" text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  "accessToken" text,
  "refreshToken" text,
  "idToken" text,
  "accessTokenExpiresAt" timestamptz,
  "refreshTokenExpiresAt" timestamptz,
  scope text,
  password text,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_user_id_idx ON account ("userId");

CREATE TABLE verification (
  id text PRIMARY KEY,
  identifier text NOT NULL,
  value text NOT NULL,
  "expiresAt" timestamptz NOT NULL,
  "createdAt" timestamptz NOT NULL DEFAULT now(),
  "updatedAt" timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verification_identifier_idx ON verification (identifier);

CREATE TABLE user_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin')),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, role)
);

-- Content.
CREATE TABLE articles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
  titulo text NOT NULL CHECK (length(btrim(titulo)) > 0 AND length(titulo) <= 200),
  meta_descricao text NOT NULL CHECK (length(meta_descricao) <= 320),
  categoria text NOT NULL CHECK (categoria IN (
    'saude', 'dinheiro', 'relacionamentos', 'tecnologia',
    'desenvolvimento', 'consumo', 'educacao', 'culinaria'
  )),
  conteudo_html text NOT NULL,
  autor text,
  tempo_leitura integer CHECK (tempo_leitura IS NULL OR tempo_leitura BETWEEN 1 AND 600),
  imagem_destaque_url text,
  audio_url text,
  video_titulo text,
  video_descricao text,
  video_url text,
  video_link_externo text,
  status text NOT NULL DEFAULT 'rascunho' CHECK (status IN ('publicado', 'rascunho')),
  destaque boolean NOT NULL DEFAULT false,
  data_publicacao timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The specification's media rule: an uploaded video and an external link exclude each other.
  CONSTRAINT articles_one_video_source CHECK (video_url IS NULL OR video_link_externo IS NULL),
  CONSTRAINT articles_published_has_date CHECK (status <> 'publicado' OR data_publicacao IS NOT NULL)
);
-- The public queries: newest published, by category, featured.
CREATE INDEX articles_published_idx ON articles (data_publicacao DESC, id DESC) WHERE status = 'publicado';
CREATE INDEX articles_published_category_idx ON articles (categoria, data_publicacao DESC) WHERE status = 'publicado';
CREATE INDEX articles_featured_idx ON articles (data_publicacao DESC) WHERE status = 'publicado' AND destaque;
CREATE INDEX articles_status_updated_idx ON articles (status, updated_at DESC);

CREATE TABLE related_products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  article_id uuid NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
  nome text NOT NULL CHECK (length(btrim(nome)) > 0),
  descricao text NOT NULL,
  preco numeric(12, 2) CHECK (preco IS NULL OR preco >= 0),
  url_afiliado text NOT NULL,
  imagem_url text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX related_products_article_idx ON related_products (article_id, created_at);

CREATE TABLE product_reviews (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  titulo text NOT NULL CHECK (length(btrim(titulo)) > 0),
  descricao text NOT NULL,
  link_produto text NOT NULL,
  texto_botao text NOT NULL DEFAULT 'Ver Produto',
  video_url text,
  video_link_externo text,
  ordem integer NOT NULL DEFAULT 0 CHECK (ordem >= 0),
  ativo boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_reviews_active_idx ON product_reviews (ordem) WHERE ativo;

CREATE TABLE interactive_ebooks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(btrim(title)) > 0),
  description text NOT NULL,
  cover_image_url text,
  interactive_link text NOT NULL CHECK (interactive_link ~* '^https?://'),
  is_active boolean NOT NULL DEFAULT true,
  display_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX interactive_ebooks_active_idx ON interactive_ebooks (display_order) WHERE is_active;

-- Outgoing webhooks.
CREATE TABLE webhook_configs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  url text NOT NULL CHECK (url ~* '^https?://'),
  description text,
  secret text NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE webhook_logs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  webhook_id uuid REFERENCES webhook_configs(id) ON DELETE CASCADE,
  event text NOT NULL,
  success boolean NOT NULL,
  response_status integer,
  error_message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_logs_created_idx ON webhook_logs (created_at DESC);

-- Contact form messages: every message is stored, whether or not it could be mailed.
CREATE TABLE contact_messages (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  email text NOT NULL,
  subject text NOT NULL,
  message text NOT NULL,
  locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'pt')),
  sender_hash text,
  delivery_status text NOT NULL DEFAULT 'stored' CHECK (delivery_status IN ('stored', 'sent', 'failed')),
  delivery_error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC);
CREATE INDEX contact_messages_sender_idx ON contact_messages (sender_hash, created_at);

-- Uploaded files (the media library).
CREATE TABLE media (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  file_path text NOT NULL UNIQUE,
  file_type text NOT NULL CHECK (file_type IN ('images', 'audio', 'videos', 'products', 'ebook-covers')),
  file_size bigint NOT NULL CHECK (file_size >= 0),
  mime_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_created_idx ON media (created_at DESC);

-- Facts about this installation, e.g. that the sample content was seeded once.
CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

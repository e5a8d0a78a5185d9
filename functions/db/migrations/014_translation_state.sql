-- A translation draft says where its text came from until an editor has reviewed it:
-- 'automatica' (machine-translated, to review) or 'aguardando' (created without an AI model:
-- it still holds the original's text, awaiting translation). NULL: written or reviewed by a
-- person. Publishing needs NULL (docs/decisions/014-translation-drafts.md).
ALTER TABLE articles ADD COLUMN estado_traducao text
  CHECK (estado_traducao IS NULL OR estado_traducao IN ('automatica', 'aguardando'));

-- The back office in English and Portuguese (issue 30; docs/decisions/055). Each member keeps
-- the language of their interface on their team row. NULL (every existing member, and a new
-- one until they choose) means "not chosen": the back office keeps the language the sign-in
-- screen was in, and mails to the member go out in Portuguese, the back office's default.
ALTER TABLE user_roles ADD COLUMN idioma_interface text CHECK (idioma_interface IN ('en', 'pt'));

-- The language an invitation is written in, chosen by the inviter (their own by default): the
-- invitation mail goes out in it, and the new member's interface starts in it. Invitations sent
-- before this migration have none (their mail went out in both languages) and stay valid.
ALTER TABLE invitations ADD COLUMN idioma_interface text CHECK (idioma_interface IN ('en', 'pt'));

-- Deactivating a member revokes the preview links they made (functions/admin/team/queries.ts,
-- security probe 2, finding 9): the links of members deactivated before that change still
-- opened their drafts. Ended (revoked_at), not deleted, as migration 036 does on publication.
UPDATE preview_links AS p SET revoked_at = now()
FROM user_roles AS r
WHERE r.user_id = p.created_by AND r.deactivated_at IS NOT NULL AND p.revoked_at IS NULL;

-- Responsive images (docs/decisions/026): each uploaded image's intrinsic size and its resized
-- WebP copies, narrowest first: [{"path": "images/1732.webp", "width": 480, "height": 252}].
-- NULL variants: not processed yet (an upload from before this migration, or any file that is
-- not an image); the server's start-up catch-up fills images in. Existing rows keep working:
-- pages show them as before, without srcset, until then.
ALTER TABLE media ADD COLUMN width integer;
ALTER TABLE media ADD COLUMN height integer;
ALTER TABLE media ADD COLUMN variants jsonb;

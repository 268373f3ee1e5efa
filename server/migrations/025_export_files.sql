-- Prepared exports are kept as files in SANGAM_EXPORT_DIR, no longer in the database (issue 25).
-- Archives kept here go with their column: those exports end now (a member asks again). At most
-- one export per member is being prepared at any time, whatever the instance.
UPDATE data_exports SET status = 'failed' WHERE status = 'preparing';
UPDATE data_exports SET expires_at = created_at WHERE status = 'ready';
ALTER TABLE data_exports DROP COLUMN archive;
CREATE UNIQUE INDEX data_exports_preparing ON data_exports (member_id) WHERE status = 'preparing';

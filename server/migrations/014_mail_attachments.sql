-- An e-mail may carry one attachment (issue 13: the calendar invitation of an event), kept as
-- text with its name and type.
ALTER TABLE outbox ADD COLUMN attachment_name TEXT;
ALTER TABLE outbox ADD COLUMN attachment_type TEXT;
ALTER TABLE outbox ADD COLUMN attachment_body TEXT;

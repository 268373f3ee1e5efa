-- A decision names what it decides (issue 25, finding 5): every submission of a step gets the
-- next revision, the administrators' list shows it and a decision must name it, so a step sent
-- again while its review was open is never approved unseen. The identity document carries the
-- revision it was sent with: a decision deletes that document, never a newer one.
ALTER TABLE verification_steps ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
ALTER TABLE identity_documents ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;

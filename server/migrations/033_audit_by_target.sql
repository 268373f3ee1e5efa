-- The administrators' member page lists the audit log's lines about one member.
CREATE INDEX audit_log_target ON audit_log (target_id, created_at);

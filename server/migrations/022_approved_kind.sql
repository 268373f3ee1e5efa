-- Mentor and Investor are kinds an administrator approves (issue 25, finding 4;
-- docs/security.md): the role picker (PUT /api/me/role) sets member_role to one of them only for
-- the member whose approved_kind it is; Founder needs no approval. Members who act as a mentor or
-- an investor today keep it.
ALTER TABLE profiles ADD COLUMN approved_kind TEXT CHECK (approved_kind IN ('Mentor', 'Investor'));
UPDATE profiles SET approved_kind = member_role WHERE member_role IN ('Mentor', 'Investor');

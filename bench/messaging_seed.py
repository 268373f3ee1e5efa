#!/usr/bin/env python3
"""Writes the SQL and the client list of bench/messaging.sh: synthetic members in connected pairs.

Members 2k and 2k+1 are connected and share a conversation (as a mutual Connect on Discover
leaves them). Each member has a session. The SQL is plain INSERTs in one transaction, the same
text for SQLite (sqlite3 CLI) and PostgreSQL (psql), to load into a database made by
`sangam migrate`. The client list has one line per member, in member order:

    <session token> <conversation id> <partner's line number, from 0> <member id>

Tokens are 64 hex characters; the database stores only their SHA-256, as the server does.
"""
import argparse
import datetime as dt
import hashlib
import random
import uuid

ROWS_PER_INSERT = 500


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def quoted(value):
    if value is None:
        return "NULL"
    if isinstance(value, int):
        return str(value)
    return "'" + str(value).replace("'", "''") + "'"


def inserts(out, table, columns, rows):
    for start in range(0, len(rows), ROWS_PER_INSERT):
        values = ",\n".join("(" + ", ".join(quoted(v) for v in row) + ")"
                            for row in rows[start:start + ROWS_PER_INSERT])
        out.write(f"INSERT INTO {table} ({', '.join(columns)}) VALUES\n{values};\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--members", type=int, default=2000, help="an even number")
    parser.add_argument("--sql", required=True, help="where to write the SQL")
    parser.add_argument("--clients", required=True, help="where to write the client list")
    parser.add_argument("--seed", type=int, default=20261123)
    args = parser.parse_args()
    if args.members < 2 or args.members % 2:
        parser.error("--members must be an even number of at least 2")

    rng = random.Random(args.seed)
    now = dt.datetime.now(dt.timezone.utc)
    at, expires = iso(now), iso(now + dt.timedelta(days=30))
    ids = [str(uuid.UUID(int=rng.getrandbits(128), version=4)) for _ in range(args.members)]
    tokens = ["".join(f"{rng.getrandbits(8):02x}" for _ in range(32)) for _ in ids]
    pairs = [(2 * k, 2 * k + 1, str(uuid.UUID(int=rng.getrandbits(128), version=4)))
             for k in range(args.members // 2)]

    with open(args.sql, "w", encoding="utf-8") as out:
        out.write("BEGIN;\n")
        inserts(out, "profiles",
                ["id", "first_name", "last_name", "email", "company", "industry", "city",
                 "member_role", "plan", "status", "password_set", "created_at", "updated_at"],
                [(pid, "Bench", f"Member {n}", f"ws{n}@sangam.bench", "Sangam Bench", "SaaS",
                  "Bengaluru", "Founder", "core", "approved", 0, at, at)
                 for n, pid in enumerate(ids)])
        inserts(out, "sessions",
                ["token_hash", "subject_kind", "subject_id", "created_at", "last_seen_at",
                 "expires_at"],
                [(hashlib.sha256(token.encode()).hexdigest(), "member", pid, at, at, expires)
                 for pid, token in zip(ids, tokens)])
        # Both Connects, as Discover leaves a mutual one.
        inserts(out, "swipes", ["swiper_id", "target_id", "decision", "state", "created_at"],
                [row for a, b, _ in pairs
                 for row in ((ids[a], ids[b], "connect", "connected", at),
                             (ids[b], ids[a], "connect", "connected", at))])
        inserts(out, "connections", ["id", "member_a", "member_b", "created_at"],
                [(cid, min(ids[a], ids[b]), max(ids[a], ids[b]), at) for a, b, cid in pairs])
        inserts(out, "conversations", ["id", "created_at"], [(cid, at) for _, _, cid in pairs])
        inserts(out, "conversation_members", ["conversation_id", "member_id", "other_id"],
                [row for a, b, cid in pairs
                 for row in ((cid, ids[a], ids[b]), (cid, ids[b], ids[a]))])
        out.write("COMMIT;\n")

    with open(args.clients, "w", encoding="utf-8") as out:
        for a, b, cid in pairs:
            out.write(f"{tokens[a]} {cid} {b} {ids[a]}\n")
            out.write(f"{tokens[b]} {cid} {a} {ids[b]}\n")


if __name__ == "__main__":
    main()

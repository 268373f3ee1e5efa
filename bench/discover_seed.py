#!/usr/bin/env python3
"""Fills a migrated Sangam SQLite database with synthetic approved members for bench/discover.sh.

Members are drawn with a fixed seed from the matching engine's vocabulary (the same words and
roughly the same frequencies as bench/deck_bench.cpp): skewed industries and cities, 3-6 skills,
1-4 interests, 1-3 goals, a few percent mentors and investors with their particulars, and names,
companies and bios borrowed from data/demo. One more member, the viewer, gets a session, some
swipes (mostly passes, some pending Connects from the last few days) and two blocks.

For the side panels (GET /api/me/highlights) the last 10 days get profile views and connections
among the members (--views, --connections), and the viewer a few of each, with a message from
each new connection.

Prints the viewer's session token (64 hex characters) on stdout; the database stores only its
SHA-256, as the server does.
"""
import argparse
import datetime as dt
import hashlib
import itertools
import json
import random
import sqlite3
import uuid
from pathlib import Path

INDUSTRIES = [("AI/ML", 18), ("Fintech", 16), ("Healthcare", 9), ("E-commerce", 10), ("SaaS", 16),
              ("Blockchain", 4), ("EdTech", 8), ("CleanTech", 5), ("Gaming", 4),
              ("Social Media", 3), ("IoT", 4), ("Cybersecurity", 3)]
CITIES = [("Bengaluru", 25), ("Mumbai", 12), ("New Delhi", 8), ("Gurugram", 7), ("Hyderabad", 9),
          ("Pune", 7), ("Chennai", 7), ("Noida", 4), ("Kolkata", 3), ("Ahmedabad", 3), ("Jaipur", 2),
          ("Kochi", 2), ("Chandigarh", 2), ("Thane", 1), ("Navi Mumbai", 1), ("Mysuru", 1),
          ("Indore", 1), ("Lucknow", 1), ("Coimbatore", 1), ("Bhubaneswar", 1), ("Goa", 1),
          ("Gandhinagar", 1), ("Dubai", 1), ("Remote", 1)]
STAGES = [(None, 8), ("Idea", 25), ("MVP", 25), ("Seed", 22), ("Series A", 12), ("Series B", 5),
          ("Series C+", 3)]
SKILLS = ["Python", "JavaScript", "React", "Node.js", "Go", "Java", "Kotlin", "Swift", "Flutter",
          "C++", "Rust", "SQL", "Data Science", "Machine Learning", "Deep Learning", "NLP",
          "Computer Vision", "DevOps", "Cloud Architecture", "Security Engineering",
          "Smart Contracts", "Embedded Systems", "Hardware Design", "Mobile Development",
          "Full-Stack Development", "System Design", "Product Management", "Growth Marketing",
          "Performance Marketing", "Content Marketing", "Brand Strategy", "SEO", "Sales",
          "Enterprise Sales", "Business Development", "Partnerships", "Fundraising",
          "Financial Modelling", "Accounting", "Operations", "Supply Chain", "Logistics",
          "Customer Success", "Community Building", "Hiring", "People Management",
          "Legal & Compliance", "Regulatory Affairs", "Public Policy", "Strategy", "UI/UX Design",
          "User Research", "Graphic Design", "Payments", "Lending", "Insurance",
          "Clinical Research", "Healthcare Operations", "Pedagogy", "Game Design",
          "Renewable Energy", "Agritech", "D2C Retail", "Data Engineering"]
INTERESTS = ["Marketing", "Operations", "Design", "HR", "Product Development", "Sales",
             "Technology", "Legal", "Finance", "Fundraising"]
GOALS = ["Build Network", "Scale Business", "Product Feedback", "Raise Funding", "Find Mentor",
         "Enter New Markets", "Strategic Partnerships", "Find Co-founder"]
MENTOR_KEYS = ["expertise", "mentorshipAreas", "hourlyRate", "availability"]
INVESTOR_KEYS = ["firm", "focusAreas", "investmentStage", "typicalCheckSize",
                 "portfolioCompanies", "recentInvestments"]


def iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"


def weighted(pairs):
    words, weights = zip(*pairs)
    return words, list(itertools.accumulate(weights))


def pick(rng, table):
    return rng.choices(table[0], cum_weights=table[1])[0]


def distinct(rng, table, count):
    out = []
    while len(out) < count:
        word = pick(rng, table)
        if word not in out:
            out.append(word)
    return out


def add_activity(db, rng, members, viewer, avoid, now, args):
    """Views and connections over the last 10 days; the viewer's own share, with messages."""
    def when():
        return iso(now - dt.timedelta(seconds=rng.uniform(60, 10 * 86400)))

    views = [(str(uuid.UUID(int=rng.getrandbits(128), version=4)), rng.choice(members)["id"],
              rng.choice(members)["id"], when()) for _ in range(args.views)]
    pairs = set()
    while len(pairs) < args.connections:
        a, b = rng.choice(members)["id"], rng.choice(members)["id"]
        if a != b:
            pairs.add((min(a, b), max(a, b)))
    others = [m for m in rng.sample(members, 40) if m["id"] not in avoid]
    mine = others[:8]
    views += [(str(uuid.uuid4()), m["id"], viewer["id"], when()) for m in others[8:30]]
    for m in mine:
        pairs.add((min(m["id"], viewer["id"]), max(m["id"], viewer["id"])))
    db.executemany("INSERT INTO profile_views (id, viewer_id, viewed_id, viewed_at)"
                   " VALUES (?, ?, ?, ?)", [v for v in views if v[1] != v[2]])
    connections = [(str(uuid.UUID(int=rng.getrandbits(128), version=4)), a, b, when())
                   for a, b in pairs]
    db.executemany("INSERT INTO connections (id, member_a, member_b, created_at)"
                   " VALUES (?, ?, ?, ?)", connections)
    for cid, a, b, at in connections:
        if viewer["id"] not in (a, b):
            continue
        other = b if a == viewer["id"] else a
        db.execute("INSERT INTO conversations (id, created_at, last_seq, last_message_at)"
                   " VALUES (?, ?, 1, ?)", (cid, at, at))
        db.executemany("INSERT INTO conversation_members (conversation_id, member_id, other_id)"
                       " VALUES (?, ?, ?)", [(cid, a, b), (cid, b, a)])
        db.execute("INSERT INTO messages (id, conversation_id, seq, sender_id, client_id, body,"
                   " created_at) VALUES (?, ?, 1, ?, 'bench', 'Namaste!', ?)",
                   (str(uuid.uuid4()), cid, other, at))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--db", required=True, help="a database made by `sangam migrate`")
    parser.add_argument("--members", type=int, default=100_000)
    parser.add_argument("--swipes", type=int, default=200)
    parser.add_argument("--views", type=int, default=300_000)
    parser.add_argument("--connections", type=int, default=60_000)
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--demo", default=str(Path(__file__).resolve().parent.parent / "data/demo"))
    args = parser.parse_args()

    rng = random.Random(args.seed)
    demo = Path(args.demo)
    people = {kind: json.loads((demo / f"{kind}.json").read_text())
              for kind in ("founders", "mentors", "investors")}
    # Popularity falls with a skill's rank in a shuffled order: a few skills are everywhere.
    ranks = list(range(len(SKILLS)))
    rng.shuffle(ranks)
    skills = weighted((s, 1 / (1 + r / 6)) for s, r in zip(SKILLS, ranks))
    interests = weighted((i, 1) for i in INTERESTS)
    goals = weighted((g, 1) for g in GOALS)
    industries, cities, stages = weighted(INDUSTRIES), weighted(CITIES), weighted(STAGES)

    now = dt.datetime.now(dt.timezone.utc)
    first_day = now - dt.timedelta(days=730)

    def member(n, role, sample, **fixed):
        created = first_day + dt.timedelta(seconds=rng.uniform(0, 700 * 86400))
        updated = created + dt.timedelta(seconds=rng.uniform(0, 29 * 86400))
        details = None
        if role in ("Mentor", "Investor"):
            keys = MENTOR_KEYS if role == "Mentor" else INVESTOR_KEYS
            details = json.dumps({k: sample[k] for k in keys if k in sample}, ensure_ascii=False)
        team = int(2.718281828 ** rng.uniform(0, 6.2)) if rng.random() >= 0.05 else None
        experience = min(40, int(rng.gammavariate(2.0, 3.5))) if rng.random() >= 0.05 else None
        values = {
            "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)),
            "first_name": sample["firstName"],
            "last_name": sample["lastName"],
            "email": f"bench{n}@sangam.bench",
            "profile_url": sample.get("linkedinUrl"),
            "company": sample.get("company"),
            "role": sample.get("role"),
            "industry": pick(rng, industries),
            "bio": sample.get("bio"),
            "interests": json.dumps(distinct(rng, interests, rng.randint(1, 4))),
            "goals": json.dumps(distinct(rng, goals, rng.randint(1, 3))),
            "plan": "pro" if rng.random() < 0.2 else "core",
            "member_role": role,
            "title": sample.get("title"),
            "city": pick(rng, cities),
            "skills": json.dumps(distinct(rng, skills, rng.randint(3, 6))),
            "experience_years": experience,
            "funding_stage": pick(rng, stages),
            "team_size": team,
            "details": details,
            "visible": 0 if rng.random() < 0.01 else 1,
            "created_at": iso(created),
            "updated_at": iso(updated),
        }
        values.update(fixed)
        return values

    def random_member(n):
        p = rng.random()
        role, kind = (("Mentor", "mentors") if p < 0.03 else ("Investor", "investors") if p < 0.05
                      else (None, "founders") if p < 0.07 else ("Founder", "founders"))
        return member(n, role, rng.choice(people[kind]))

    rows = [random_member(n) for n in range(args.members)]
    viewer = member(args.members, "Founder", people["founders"][0], email="viewer@sangam.bench",
                    industry="Fintech", city="Bengaluru", funding_stage="Seed", team_size=8,
                    experience_years=6, visible=1, updated_at=iso(now - dt.timedelta(days=1)),
                    skills=json.dumps(["Product Management", "Payments", "Lending", "Fundraising"]),
                    interests=json.dumps(["Technology", "Finance"]),
                    goals=json.dumps(["Raise Funding", "Find Co-founder"]))
    rows.append(viewer)

    columns = list(rows[0].keys())
    db = sqlite3.connect(args.db)
    db.execute("PRAGMA synchronous = OFF")
    with db:
        db.executemany(
            f"INSERT INTO profiles ({', '.join(columns)}, status, password_set)"
            f" VALUES ({', '.join(':' + c for c in columns)}, 'approved', 0)", rows)
        targets = rng.sample(rows[:-1], args.swipes + 2)
        swipes = []
        for i, target in enumerate(targets[:args.swipes]):
            connect = i % 6 == 0
            at = now - dt.timedelta(seconds=rng.uniform(3600, (5 if connect else 60) * 86400))
            swipes.append((viewer["id"], target["id"], "connect" if connect else "pass",
                           "pending" if connect else "passed", iso(at)))
        db.executemany("INSERT INTO swipes (swiper_id, target_id, decision, state, created_at)"
                       " VALUES (?, ?, ?, ?, ?)", swipes)
        blocked, blocker = targets[args.swipes:]
        db.executemany("INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)",
                       [(viewer["id"], blocked["id"], iso(now)), (blocker["id"], viewer["id"], iso(now))])
        add_activity(db, rng, rows[:-1], viewer, set(t["id"] for t in targets), now, args)
        token = "".join(f"{rng.getrandbits(8):02x}" for _ in range(32))
        db.execute("INSERT INTO sessions (token_hash, subject_kind, subject_id, created_at,"
                   " last_seen_at, expires_at) VALUES (?, 'member', ?, ?, ?, ?)",
                   (hashlib.sha256(token.encode()).hexdigest(), viewer["id"], iso(now), iso(now),
                    iso(now + dt.timedelta(days=30))))
    db.close()
    print(token)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""A deliberately wrong stand-in for `sangam serve`, to prove the crash test can fail.

It answers POST /api/waitlist with 201 at once and commits the sign-ups to SQLite only every
200 ms, so a kill -9 loses what it acknowledged since the last commit. CTest runs the crash test
against it (crash_test_catches_loss) and expects the report of lost sign-ups.

Usage: lossy_server.py serve --host 127.0.0.1 --port N --db FILE
"""

import argparse
import http.server
import json
import sqlite3
import threading
import time

pending: list[str] = []
pending_lock = threading.Lock()


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as the real server

    def answer(self, status: int, body: dict) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        if self.path == "/api/health":
            self.answer(200, {"status": "ok", "db": "ok"})
        else:
            self.answer(404, {"error": {"code": "not_found", "message": "Not found"}})

    def do_POST(self) -> None:
        entry = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        with pending_lock:
            pending.append(entry["email"])
        self.answer(201, {"status": "joined"})  # the bug: acknowledged before it is committed

    def log_message(self, *args) -> None:
        pass


def commit_every_200_ms(db_path: str) -> None:
    db = sqlite3.connect(db_path)
    while True:
        time.sleep(0.2)
        with pending_lock:
            batch = pending[:]
            pending.clear()
        with db:
            db.executemany("INSERT OR IGNORE INTO waitlist (email) VALUES (?)",
                           [(email,) for email in batch])


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("command", choices=["serve"])
    parser.add_argument("--host", required=True)
    parser.add_argument("--port", type=int, required=True)
    parser.add_argument("--db", required=True)
    args = parser.parse_args()
    with sqlite3.connect(args.db) as db:
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("CREATE TABLE IF NOT EXISTS waitlist (email TEXT PRIMARY KEY)")
    threading.Thread(target=commit_every_200_ms, args=(args.db,), daemon=True).start()
    http.server.ThreadingHTTPServer((args.host, args.port), Handler).serve_forever()


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Crash test: no acknowledged waitlist sign-up is lost when the server is killed.

Each round: concurrent writers post unique e-mails to POST /api/waitlist over keep-alive
connections to `sangam serve` (SQLite, SANGAM_DB_SYNC=normal); after a random delay the server
gets SIGKILL. The database file is then read with Python's sqlite3 module (the server is dead, so
this is what a restart would find) and every e-mail answered with 201 must be in it. Then the
server is restarted on the same file and must answer /api/health before the next round writes.

The random delays come from one seed, printed first: `--seed N` (or CRASH_SEED=N) replays a run.

Usage: waitlist_crash_test.py --sangam build/sangam [--rounds 20] [--writers 32] [--seed N]
"""

from __future__ import annotations

import argparse
import ctypes
import http.client
import json
import os
import random
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field

HOST = "127.0.0.1"
READY_TIMEOUT_S = 20.0
FIRST_ACK_TIMEOUT_S = 10.0
REQUEST_TIMEOUT_S = 10.0


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def die_with_parent() -> None:
    """Runs in the child before exec: SIGKILL it if this test dies (a CTest timeout, say)."""
    pr_set_pdeathsig = 1
    ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)


class Server:
    """One `sangam serve` process on the test's database file."""

    def __init__(self, binary: str, db: str, work_dir: str, index: int):
        self.port = free_port()
        self.log_path = os.path.join(work_dir, f"sangam-{index:02d}.log")
        env = {k: v for k, v in os.environ.items() if not k.startswith("SANGAM_")}
        env.update(
            SANGAM_DB_SYNC="normal",
            SANGAM_WAITLIST_RATE_LIMIT="0",
            SANGAM_LOG_LEVEL="warn",
            SANGAM_WEB_ROOT=os.path.join(work_dir, "www"),
        )
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                [binary, "serve", "--host", HOST, "--port", str(self.port), "--db", db],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                preexec_fn=die_with_parent)

    def log_tail(self, lines: int = 20) -> str:
        with open(self.log_path, errors="replace") as log:
            return "".join(log.readlines()[-lines:])

    def wait_healthy(self) -> float:
        """Seconds until GET /api/health answered 200 with db ok; raises if it never does."""
        start = time.monotonic()
        while time.monotonic() - start < READY_TIMEOUT_S:
            if self.process.poll() is not None:
                raise RuntimeError(f"sangam exited with {self.process.returncode} before it was "
                                   f"healthy:\n{self.log_tail()}")
            try:
                conn = http.client.HTTPConnection(HOST, self.port, timeout=1)
                conn.request("GET", "/api/health")
                response = conn.getresponse()
                body = response.read()
                conn.close()
                if response.status == 200 and json.loads(body).get("db") == "ok":
                    return time.monotonic() - start
            except (OSError, http.client.HTTPException, ValueError):
                pass
            time.sleep(0.05)
        raise RuntimeError(f"sangam did not answer /api/health within {READY_TIMEOUT_S:.0f} s:\n"
                           f"{self.log_tail()}")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.kill()


@dataclass
class WriterTally:
    acknowledged: list[str] = field(default_factory=list)  # answered 201
    unanswered: list[str] = field(default_factory=list)  # sent, no answer before the kill
    refused: int = 0  # 503: the server shed load; the client was told it did not happen
    unexpected: list[str] = field(default_factory=list)  # any other answer: a harness bug


def write_until_killed(port: int, prefix: str, killed: threading.Event, first_ack: threading.Event,
                       tally: WriterTally) -> None:
    """Posts sign-ups one after another on one keep-alive connection until the server is gone."""
    headers = {"Content-Type": "application/json"}
    conn = None
    n = 0
    while not killed.is_set():
        n += 1
        email = f"{prefix}-{n}@example.com"
        body = json.dumps({"name": f"Crash Writer {n}", "email": email, "role": "Founder",
                           "city": "Pune"})
        try:
            if conn is None:
                conn = http.client.HTTPConnection(HOST, port, timeout=REQUEST_TIMEOUT_S)
            conn.request("POST", "/api/waitlist", body=body, headers=headers)
            response = conn.getresponse()
        except (OSError, http.client.HTTPException) as error:
            # Sent into the kill: whether it was committed is unknown, and either is allowed.
            if not isinstance(error, ConnectionRefusedError):
                tally.unanswered.append(email)
            if conn is not None:
                conn.close()
                conn = None
            if not killed.is_set():
                time.sleep(0.01)
            continue
        # The status line is the acknowledgement: a 201 means the row was committed, whether or
        # not the rest of the body arrives before the kill.
        if response.status == 201:
            tally.acknowledged.append(email)
            first_ack.set()
        elif response.status == 503:
            tally.refused += 1
        else:
            tally.unexpected.append(f"{response.status} for {email}")
        try:
            response.read()
        except (OSError, http.client.HTTPException):
            conn.close()
            conn = None
    if conn is not None:
        conn.close()


def read_back(db_path: str) -> tuple[set[str], str]:
    """Every waitlist e-mail in the file, and SQLite's quick_check verdict on it."""
    db = sqlite3.connect(db_path, timeout=10)
    try:
        check = db.execute("PRAGMA quick_check").fetchone()[0]
        return {row[0] for row in db.execute("SELECT email FROM waitlist")}, check
    finally:
        db.close()


@dataclass
class RoundOutcome:
    """What the writers of one round saw, all writers together."""
    acknowledged: set[str]
    unanswered: set[str]
    refused: int
    unexpected: list[str]


def write_then_kill(target: Server, round_no: int, writers: int, delay: float) -> RoundOutcome:
    """Starts the writers, kills the server `delay` s after the first 201, waits for the writers."""
    killed, first_ack = threading.Event(), threading.Event()
    tallies = [WriterTally() for _ in range(writers)]
    threads = [threading.Thread(
        target=write_until_killed,
        args=(target.port, f"crash-r{round_no}-w{w}", killed, first_ack, tallies[w]),
        daemon=True) for w in range(writers)]
    for thread in threads:
        thread.start()
    try:
        if not first_ack.wait(FIRST_ACK_TIMEOUT_S):
            raise RuntimeError(f"round {round_no}: no write acknowledged within "
                               f"{FIRST_ACK_TIMEOUT_S:.0f} s:\n{target.log_tail()}")
        time.sleep(delay)
        if target.process.poll() is not None:
            raise RuntimeError(f"round {round_no}: sangam died on its own "
                               f"(exit {target.process.returncode}):\n{target.log_tail()}")
        target.kill()
    finally:
        killed.set()
    for thread in threads:
        thread.join(REQUEST_TIMEOUT_S + 5)
    if any(thread.is_alive() for thread in threads):
        raise RuntimeError(f"round {round_no}: a writer did not finish after the kill")
    return RoundOutcome(acknowledged={e for t in tallies for e in t.acknowledged},
                        unanswered={e for t in tallies for e in t.unanswered},
                        refused=sum(t.refused for t in tallies),
                        unexpected=[u for t in tallies for u in t.unexpected])


def problems(round_no: int, outcome: RoundOutcome, found: set[str], check: str,
             survived_before: set[str]) -> list[str]:
    """Everything wrong with one round, judged from the file read after the kill."""
    lost = outcome.acknowledged - found
    earlier_lost = survived_before - found
    result = []
    if lost:
        result.append(f"round {round_no}: {len(lost)} acknowledged sign-ups missing, "
                      f"e.g. {sorted(lost)[:3]}")
    if earlier_lost:
        result.append(f"round {round_no}: {len(earlier_lost)} sign-ups found after earlier kills "
                      f"are gone, e.g. {sorted(earlier_lost)[:3]}")
    if check != "ok":
        result.append(f"round {round_no}: PRAGMA quick_check: {check}")
    if outcome.unexpected:
        result.append(f"round {round_no}: unexpected answers: {outcome.unexpected[:3]}")
    if not outcome.acknowledged:
        result.append(f"round {round_no}: nothing was acknowledged, nothing was tested")
    return result


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sangam", required=True, help="path of the sangam binary")
    parser.add_argument("--rounds", type=int, default=int(os.environ.get("CRASH_ROUNDS", 20)))
    parser.add_argument("--writers", type=int, default=int(os.environ.get("CRASH_WRITERS", 32)))
    parser.add_argument("--seed", type=int, default=int(os.environ.get("CRASH_SEED", "0")) or None)
    parser.add_argument("--max-delay", type=float, default=0.8,
                        help="the kill comes 0..max-delay s after the first acknowledged write")
    parser.add_argument("--keep", action="store_true", default=bool(os.environ.get("CRASH_KEEP")),
                        help="keep the temp dir: database and server logs (or CRASH_KEEP=1)")
    args = parser.parse_args()
    if args.rounds < 1 or args.writers < 1:
        parser.error("--rounds and --writers must be at least 1")
    if args.seed is None:
        args.seed = random.SystemRandom().randrange(1, 2**31)
    return args


def run_rounds(args: argparse.Namespace, work_dir: str, servers: list[Server],
               failures: list[str]) -> None:
    """All the rounds. Every server started goes into `servers`, for the caller to stop."""
    rng = random.Random(args.seed)
    db_path = os.path.join(work_dir, "crash.db")
    started = time.monotonic()
    totals = {"acknowledged": 0, "found": 0, "unanswered": 0, "refused": 0}
    survived: set[str] = set()  # acknowledged and found after an earlier kill
    servers.append(Server(args.sangam, db_path, work_dir, 0))
    servers[-1].wait_healthy()
    print(f"{'round':>5} {'delay':>7} {'acked':>6} {'found':>6} {'lost':>5} "
          f"{'in flight':>9} {'of them kept':>12} {'refused':>7} {'restart':>8}", flush=True)
    for round_no in range(1, args.rounds + 1):
        delay = rng.uniform(0, args.max_delay)
        outcome = write_then_kill(servers[-1], round_no, args.writers, delay)
        found, check = read_back(db_path)
        failures += problems(round_no, outcome, found, check, survived)
        survived |= outcome.acknowledged & found

        servers.append(Server(args.sangam, db_path, work_dir, round_no))
        try:
            restart = f"{servers[-1].wait_healthy():.2f}s"
        except RuntimeError as error:
            restart = "FAILED"
            failures.append(f"round {round_no}: the server did not come back: {error}")

        kept = outcome.acknowledged & found
        print(f"{round_no:>5} {delay:>6.3f}s {len(outcome.acknowledged):>6} {len(kept):>6} "
              f"{len(outcome.acknowledged - found):>5} {len(outcome.unanswered):>9} "
              f"{len(outcome.unanswered & found):>12} {outcome.refused:>7} {restart:>8}",
              flush=True)
        totals["acknowledged"] += len(outcome.acknowledged)
        totals["found"] += len(kept)
        totals["unanswered"] += len(outcome.unanswered)
        totals["refused"] += outcome.refused
        if restart == "FAILED":
            break
    print(f"total: {totals['acknowledged']} acknowledged, {totals['found']} found, "
          f"{totals['acknowledged'] - totals['found']} lost; {totals['unanswered']} in flight at "
          f"a kill, {totals['refused']} refused with 503; {time.monotonic() - started:.1f} s "
          f"(seed {args.seed})", flush=True)


def main() -> int:
    args = parse_args()
    print(f"seed {args.seed} (replay: CRASH_SEED={args.seed}, or --seed {args.seed}); "
          f"{args.rounds} rounds, {args.writers} writers, SANGAM_DB_SYNC=normal", flush=True)
    # SIGTERM (ctest, a user) unwinds through the finally block that stops the server.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))

    work_dir = tempfile.mkdtemp(prefix="sangam-crash-")
    os.makedirs(os.path.join(work_dir, "www"))
    servers: list[Server] = []
    failures: list[str] = []
    try:
        run_rounds(args, work_dir, servers, failures)
    except Exception as error:  # a harness failure still reports the seed and cleans up
        failures.append(str(error))
    finally:
        for server in servers:
            server.stop()
        if args.keep:
            print(f"kept the database and server logs in {work_dir}", flush=True)
        else:
            shutil.rmtree(work_dir, ignore_errors=True)

    if failures:
        print(f"FAILED (seed {args.seed}):", *failures, sep="\n  ", file=sys.stderr)
        return 1
    print("ok: every acknowledged sign-up survived every kill")
    return 0


if __name__ == "__main__":
    sys.exit(main())

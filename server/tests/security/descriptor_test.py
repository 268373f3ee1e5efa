#!/usr/bin/env python3
"""Descriptor test: out of file descriptors, the server neither spins nor floods its log.

`sangam serve` (SQLite) runs under a low descriptor limit (RLIMIT_NOFILE, as `ulimit -n 128`
would set it) with connection caps above that limit, so that idle client connections use up its
descriptors and accept(2) fails with EMFILE. While they are held, the server's CPU time
(utime + stime from /proc/<pid>/stat) and the growth of its log must stay small; once they close,
GET /api/health must answer 200 again. The log must show that accepting did fail, or nothing was
tested.

Usage: descriptor_test.py --sangam build/sangam [--limit 128] [--sockets 150] [--hold 5]
"""

from __future__ import annotations

import argparse
import ctypes
import http.client
import json
import os
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time

HOST = "127.0.0.1"
READY_TIMEOUT_S = 20.0
RECOVERY_TIMEOUT_S = 10.0
EXHAUSTED_LOG_LINE = b"Too many open files"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def limit_descriptors_and_die_with_parent(limit: int):
    """What runs in the child before exec: the low limit, and SIGKILL if this test dies."""
    def preexec() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (limit, limit))
        pr_set_pdeathsig = 1
        ctypes.CDLL(None, use_errno=True).prctl(pr_set_pdeathsig, signal.SIGKILL)
    return preexec


class Server:
    """One `sangam serve` process, its log in the work dir."""

    def __init__(self, binary: str, work_dir: str, limit: int):
        self.port = free_port()
        self.log_path = os.path.join(work_dir, "sangam.log")
        env = {k: v for k, v in os.environ.items() if not k.startswith("SANGAM_")}
        env.update(
            SANGAM_WEB_ROOT=os.path.join(work_dir, "www"),
            # Caps above the descriptor limit: running out of descriptors is what is tested.
            SANGAM_MAX_CONNECTIONS="100000",
            SANGAM_MAX_CONNECTIONS_PER_CLIENT="100000",
        )
        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                [binary, "serve", "--host", HOST, "--port", str(self.port),
                 "--db", os.path.join(work_dir, "sangam.db")],
                stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT, env=env,
                preexec_fn=limit_descriptors_and_die_with_parent(limit))

    def cpu_seconds(self) -> float:
        with open(f"/proc/{self.process.pid}/stat") as stat:
            # The command name in parentheses may hold spaces: count fields after its ')'.
            fields = stat.read().rsplit(")", 1)[1].split()
        utime, stime = int(fields[11]), int(fields[12])
        return (utime + stime) / os.sysconf("SC_CLK_TCK")

    def descriptors(self) -> int:
        return len(os.listdir(f"/proc/{self.process.pid}/fd"))

    def log_size(self) -> int:
        return os.path.getsize(self.log_path)

    def log_tail(self, lines: int = 20) -> str:
        with open(self.log_path, errors="replace") as log:
            return "".join(log.readlines()[-lines:])

    def log_has(self, text: bytes) -> bool:
        with open(self.log_path, "rb") as log:
            return text in log.read()

    def healthy(self) -> bool:
        try:
            conn = http.client.HTTPConnection(HOST, self.port, timeout=1)
            conn.request("GET", "/api/health")
            response = conn.getresponse()
            body = response.read()
            conn.close()
            return response.status == 200 and json.loads(body).get("db") == "ok"
        except (OSError, http.client.HTTPException, ValueError):
            return False

    def wait_healthy(self, timeout: float) -> float | None:
        """Seconds until GET /api/health answered 200 with db ok, or None."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            if self.process.poll() is not None:
                raise RuntimeError(f"sangam exited with {self.process.returncode}:\n"
                                   f"{self.log_tail()}")
            if self.healthy():
                return time.monotonic() - start
            time.sleep(0.05)
        return None

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def open_clients(port: int, count: int) -> list[socket.socket]:
    """Idle connections: the kernel completes them in the listen backlog whether or not the
    server can accept them."""
    clients = []
    for _ in range(count):
        clients.append(socket.create_connection((HOST, port), timeout=2))
    return clients


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sangam", required=True, help="path of the sangam binary")
    parser.add_argument("--limit", type=int, default=128, help="the server's RLIMIT_NOFILE")
    parser.add_argument("--sockets", type=int, default=150, help="idle client connections")
    parser.add_argument("--hold", type=float, default=5.0, help="seconds they are held open")
    parser.add_argument("--max-cpu", type=float, default=1.0,
                        help="server CPU seconds allowed over the hold")
    parser.add_argument("--max-log-kib", type=float, default=64.0,
                        help="log growth allowed from the first connection to recovery")
    args = parser.parse_args()
    if args.sockets <= args.limit:
        parser.error("--sockets must be above --limit, or descriptors never run out")
    return args


def run(args: argparse.Namespace, work_dir: str) -> list[str]:
    """The failures found; an empty list is a pass."""
    server = Server(args.sangam, work_dir, args.limit)
    try:
        if server.wait_healthy(READY_TIMEOUT_S) is None:
            return [f"sangam did not answer /api/health within {READY_TIMEOUT_S:.0f} s:\n"
                    f"{server.log_tail()}"]
        idle_descriptors = server.descriptors()
        log_before = server.log_size()
        clients = open_clients(server.port, args.sockets)
        try:
            cpu_before = server.cpu_seconds()
            time.sleep(args.hold)
            cpu = server.cpu_seconds() - cpu_before
            held_descriptors = server.descriptors()
        finally:
            for client in clients:
                client.close()
        recovery = server.wait_healthy(RECOVERY_TIMEOUT_S)
        log_growth = server.log_size() - log_before
        exhausted = server.log_has(EXHAUSTED_LOG_LINE)

        print(f"RLIMIT_NOFILE {args.limit}: {args.sockets} idle clients held {args.hold:.1f} s; "
              f"server descriptors {idle_descriptors} idle, {held_descriptors} while held; "
              f"CPU {cpu:.2f} s (limit {args.max_cpu:.2f}); "
              f"log +{log_growth / 1024:.1f} KiB (limit {args.max_log_kib:.0f}); health "
              + (f"200 {recovery:.2f} s after the clients closed" if recovery is not None
                 else f"not back within {RECOVERY_TIMEOUT_S:.0f} s"), flush=True)

        failures = []
        if not exhausted:
            failures.append(f"the log never says accept failed ({EXHAUSTED_LOG_LINE.decode()}): "
                            f"descriptors did not run out, nothing was tested")
        if cpu >= args.max_cpu:
            failures.append(f"the server used {cpu:.2f} s of CPU in {args.hold:.1f} s out of "
                            f"descriptors (limit {args.max_cpu:.2f} s): it spins")
        if log_growth >= args.max_log_kib * 1024:
            failures.append(f"the log grew {log_growth / 1024:.1f} KiB "
                            f"(limit {args.max_log_kib:.0f} KiB): it floods")
        if recovery is None:
            failures.append(f"/api/health did not answer 200 within {RECOVERY_TIMEOUT_S:.0f} s "
                            f"of the clients closing:\n{server.log_tail()}")
        return failures
    finally:
        server.stop()


def main() -> int:
    args = parse_args()
    # SIGTERM (ctest, a user) unwinds through the finally blocks that stop the server.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))
    work_dir = tempfile.mkdtemp(prefix="sangam-descriptors-")
    os.makedirs(os.path.join(work_dir, "www"))
    try:
        failures = run(args, work_dir)
    finally:
        shutil.rmtree(work_dir, ignore_errors=True)
    if failures:
        print("FAILED:", *failures, sep="\n  ", file=sys.stderr)
        return 1
    print("ok: out of descriptors, CPU and log stayed bounded and health came back")
    return 0


if __name__ == "__main__":
    sys.exit(main())

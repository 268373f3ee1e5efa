#!/usr/bin/env python3
"""Feature boundaries of the server (issue 26), checked on the sources as text.

1. Only features/profiles names the `profiles` table in SQL. The files that still do are listed
   below, to be moved behind the profiles feature's interface one by one: a file not listed that
   names the table fails, and so does a listed file that no longer needs to be listed.
2. Features do not include each other in circles. The cycles that remain are listed below, to be
   cut; a new one fails, and so does a listed one that is gone.
3. Features read the time from core::now (core/clock.hpp), which tests move, never from
   std::chrono::system_clock directly.

Usage: feature_boundaries.py [server/src]. Exit 1 with what to change.
"""
import re
import sys
from pathlib import Path

# Files outside features/profiles whose SQL names `profiles` (25 when this check was written).
PROFILES_TABLE_READERS = {
    "discover/connections.cpp",
}

# Groups of features that include each other in a circle (strongly connected), sorted.
KNOWN_CYCLES = {
    ("auth", "discover", "messaging", "moderation", "notifications", "profiles"),
}

SQL_NAMING_PROFILES = re.compile(r"\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\s+profiles\b", re.IGNORECASE)
ADJACENT_LITERALS = re.compile(r'"\s*\n\s*"')
FEATURE_INCLUDE = re.compile(r'#include\s+"features/([a-z_]+)/')
WALL_CLOCK = re.compile(r"\bsystem_clock::now\s*\(")


def sql_text(source: str) -> str:
    """The source with adjacent string literals joined, so SQL split over lines reads whole."""
    return ADJACENT_LITERALS.sub("", source)


def cycles(graph: dict) -> set:
    """Strongly connected components of more than one feature (Tarjan), as sorted tuples."""
    index, low, on_stack, stack, found = {}, {}, set(), [], set()
    counter = [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.add(tuple(sorted(component)))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def main() -> int:
    src = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).parents[2] / "src")
    features = src / "features"
    problems = []

    readers = set()
    graph = {}
    clock_readers = []
    for path in sorted(features.rglob("*.[ch]pp")):
        relative = path.relative_to(features).as_posix()
        owner = relative.split("/")[0]
        text = path.read_text(encoding="utf-8")
        if owner != "profiles" and "/" in relative and SQL_NAMING_PROFILES.search(sql_text(text)):
            readers.add(relative)
        if WALL_CLOCK.search(text):
            clock_readers.append(relative)
        for used in FEATURE_INCLUDE.findall(text):
            if "/" in relative and used != owner:
                graph.setdefault(owner, set()).add(used)

    for relative in sorted(readers - PROFILES_TABLE_READERS):
        problems.append(f"features/{relative} names the profiles table in SQL: ask the profiles "
                        "feature through its interface (features/profiles/*.hpp) instead")
    for relative in sorted(PROFILES_TABLE_READERS - readers):
        problems.append(f"features/{relative} no longer names the profiles table: take it off "
                        "PROFILES_TABLE_READERS in this script")

    for relative in clock_readers:
        problems.append(f"features/{relative} reads std::chrono::system_clock: use core::now() "
                        "(core/clock.hpp), which tests can move")

    found = cycles(graph)
    for cycle in sorted(found - KNOWN_CYCLES):
        problems.append(f"features include each other in a circle: {' <-> '.join(cycle)}")
    for cycle in sorted(KNOWN_CYCLES - found):
        problems.append(f"the circle {' <-> '.join(cycle)} is gone: take it off KNOWN_CYCLES")

    for problem in problems:
        print(problem)
    if not problems:
        print(f"feature boundaries: {len(readers)} files still name the profiles table, "
              f"{len(found)} include circles remain (both lists only shrink)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Each test suite's time in a CI run, slowest first (issue 54).

Swift Testing's own "Suite ... passed after N seconds" is useless for this:
every suite starts when the run starts and its tests queue behind all the
others, so on two cores every suite "took" about as long as the whole run.
What a suite costs is the sum of its test cases' own times, taken from the
event stream (`swift test --experimental-event-stream-output FILE
--experimental-event-stream-version 0`) as each case's testCaseEnded instant
minus its testCaseStarted. A case's time is its time in flight, waits for a
tool or a lock included, and cases run two or more at a time, so the
figures rank the suites rather than add up to the run's wall time.

usage: suite-times.py LABEL=EVENTS.jsonl [LABEL=EVENTS.jsonl ...]
"""

import json
import sys


def suite_seconds(path):
    """Seconds per suite display name, summed over its test cases."""
    names, started, seconds = {}, {}, {}
    with open(path, encoding="utf-8") as events:
        for line in events:
            try:
                record = json.loads(line)
            except json.JSONDecodeError:
                continue  # a line cut by a killed run
            payload = record.get("payload", {})
            if record.get("kind") == "test" and payload.get("kind") == "suite":
                names[payload["id"]] = payload.get("displayName") or payload["name"]
                continue
            kind = payload.get("kind")
            if kind not in ("testCaseStarted", "testCaseEnded"):
                continue
            test = payload["testID"]
            case = (test, (payload.get("_testCase") or {}).get("id"))
            instant = payload["instant"]["absolute"]
            if kind == "testCaseStarted":
                started[case] = instant
            elif case in started:
                # A function's ID is Suite/function()/File.swift:line:column.
                suite = test.rsplit("/", 2)[0]
                seconds[suite] = seconds.get(suite, 0.0) + instant - started.pop(case)
    return {names.get(suite, suite): value for suite, value in seconds.items()}


def main(arguments):
    runs = []
    for argument in arguments:
        label, _, path = argument.partition("=")
        try:
            runs.append((label, suite_seconds(path)))
        except OSError as error:
            print(f"suite times: {label}: {error.strerror}", file=sys.stderr)
    if not runs:
        return 0
    suites = sorted(
        {suite for _, times in runs for suite in times},
        key=lambda suite: (-sum(times.get(suite, 0) for _, times in runs), suite))
    header = "".join(f"{label:>10}" for label, _ in runs)
    print(f"ci: each suite's test-case seconds, slowest first (in flight, waits included)\n{header}  suite")
    for suite in suites:
        columns = "".join(
            f"{times[suite]:10.1f}" if suite in times else f"{'-':>10}" for _, times in runs)
        print(f"{columns}  {suite}")
    totals = "".join(f"{sum(times.values()):10.1f}" for _, times in runs)
    print(f"{totals}  all {len(suites)} suites")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

#!/usr/bin/env python3
"""Counts test cases from meson's testlog.json files.

A TAP test program contributes one case per "ok"/"not ok" line; any other
test counts as one case. Prints "N passed, N failed" for all the logs given,
so several runs (a plain build and a sanitizer build) can be totalled.
A log that is missing (its build failed before any test ran) counts as
one failed case.
"""
import json
import os
import re
import sys

passed = failed = skipped = 0
for path in sys.argv[1:]:
    if not os.path.exists(path):
        print(f"{path}: no test log", file=sys.stderr)
        failed += 1
        continue
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line:
                continue
            t = json.loads(line)
            out = t.get("stdout") or ""
            cases = re.findall(r"^(not ok|ok)\b(.*)$", out, re.M)
            if cases:
                for verdict, rest in cases:
                    if re.search(r"#\s*skip", rest, re.I):
                        skipped += 1
                    elif verdict == "ok" or re.search(r"#\s*todo", rest, re.I):
                        passed += 1
                    else:
                        failed += 1
                # A program that crashed after some cases still failed.
                if t.get("result") in ("FAIL", "TIMEOUT", "ERROR") and not any(v == "not ok" for v, _ in cases):
                    failed += 1
            else:
                result = t.get("result")
                if result in ("OK", "EXPECTEDFAIL"):
                    passed += 1
                elif result == "SKIP":
                    skipped += 1
                else:
                    failed += 1

line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)

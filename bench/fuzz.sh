#!/bin/bash
# Runs every libFuzzer target of tests/fuzz side by side for SECONDS
# (default 600) in a clang build with AddressSanitizer and
# UndefinedBehaviorSanitizer, BUILD_DIR (default _build-fuzz, set up when
# missing), then prints what each got through. What the fuzzers find is
# kept in BUILD_DIR/tests/fuzz/TARGET.work/ for the next run; an input that
# crashes lands in its artifacts/ folder and the script fails.
# Usage: bench/fuzz.sh [SECONDS] [BUILD_DIR]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

seconds="${1:-600}"
build="${2:-_build-fuzz}"

if [ ! -f "$build/build.ninja" ]; then
  CC=clang meson setup "$build" -Dapp=false -Dfuzzing=enabled \
    -Db_sanitize=address,undefined -Db_lundef=false
fi

status=0
MUSTER_FUZZ_SECONDS="$seconds" meson test -C "$build" --suite fuzz --num-processes 4 \
  --timeout-multiplier 0 --print-errorlogs || status=$?

python3 - "$build/meson-logs/testlog.json" <<'PY'
import json, re, sys
for line in open(sys.argv[1], encoding="utf-8"):
    t = json.loads(line)
    err = t.get("stderr") or ""
    runs = re.findall(r"stat::number_of_executed_units: (\d+)", err)
    last = [l for l in err.splitlines() if " cov: " in l][-1:]
    cov = re.search(r"cov: (\d+) ft: (\d+) corp: (\S+)", last[0]) if last else None
    print(f"{t['name']:36} {t['result']:5} {runs[0] if runs else '?':>8} runs"
          + (f", {cov.group(1)} edges, {cov.group(2)} features, corpus {cov.group(3)}" if cov else ""))
PY
exit $status

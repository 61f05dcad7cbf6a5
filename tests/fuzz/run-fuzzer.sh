#!/bin/sh
# Runs one libFuzzer target of tests/fuzz for SECONDS on its seed corpus,
# tests/fuzz/corpus/TARGET, keeping what it finds beside the program in
# TARGET.work/ (new inputs in corpus/, crashing ones in artifacts/). With
# 0 seconds it only runs every seed once. MUSTER_FUZZ_SECONDS, when set,
# replaces SECONDS (bench/fuzz.sh). Exits non-zero, with the input
# libFuzzer printed, on a crash, a leak, a hang or a broken check.
# Usage: run-fuzzer.sh PROGRAM SECONDS [LIBFUZZER OPTIONS...]
set -eu

program="$1"
seconds="$2"
shift 2
if [ "$seconds" != 0 ] && [ -n "${MUSTER_FUZZ_SECONDS:-}" ]; then
  seconds="$MUSTER_FUZZ_SECONDS"
fi

here="$(cd "$(dirname "$0")" && pwd)"
name="$(basename "$program")"
seeds="$here/corpus/$name"
work="$(dirname "$program")/$name.work"
dict=""
if [ -f "$here/$name.dict" ]; then
  dict="-dict=$here/$name.dict"
fi

mkdir -p "$work/corpus" "$work/artifacts"
# libFuzzer's own exit code for a crash is 77, which meson reads as a
# skipped test: a crash must fail.
if [ "$seconds" = 0 ]; then
  exec "$program" -runs=0 -timeout=30 -error_exitcode=1 -timeout_exitcode=1 "$@" "$seeds"
fi
exec "$program" -max_total_time="$seconds" -timeout=30 -error_exitcode=1 -timeout_exitcode=1 -print_final_stats=1 \
  -artifact_prefix="$work/artifacts/" ${dict:+"$dict"} "$@" "$work/corpus" "$seeds"

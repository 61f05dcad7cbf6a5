#!/bin/bash
# Time from launch to the first frame the app draws, under a virtual X
# display: the app prints it itself when MUSTER_BENCH_FIRST_FRAME is set
# (from the start of main() to the first frame clock "after-paint" of its
# window) and quits. A figure, not a pass or fail.
# Usage: bench/first-frame.sh [BUILD_DIR [RUNS]]
set -euo pipefail

build="${1:-_build}"
runs="${2:-5}"
app="$build/src/app/muster"

if [ ! -x "$app" ]; then
  echo "first-frame: $app is not built (build with -Dapp=true)" >&2
  exit 1
fi

state="$(mktemp -d)"
trap 'rm -rf "$state"' EXIT

# Settings in memory and an empty state folder, so every run starts the
# same way: no saved window size, no recovered work to list.
export GSETTINGS_BACKEND=memory
export GSETTINGS_SCHEMA_DIR="$build/data/app"
export XDG_STATE_HOME="$state"
export MUSTER_BENCH_FIRST_FRAME=1

times=()
for ((i = 0; i < runs; i++)); do
  line=$(xvfb-run -a -s "-screen 0 1280x800x24" "$app" 2>/dev/null | grep '^first frame:' || true)
  if [ -z "$line" ]; then
    echo "first-frame: the app printed no figure" >&2
    exit 1
  fi
  times+=("$(echo "$line" | awk '{print $3}')")
done

sorted=$(printf '%s\n' "${times[@]}" | sort -n)
median=$(echo "$sorted" | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}')
echo "first frame: median ${median} ms over ${runs} runs (each: $(echo $sorted | tr '\n' ' '))"

#!/bin/bash
# The app's figures, each beside its peer from the same run, under a
# virtual X display (xvfb-run). Figures, not pass or fail.
#
#   bench/app.sh [BUILD_DIR [RUNS]]
#
#  1. first frame (the app's own measure, MUSTER_BENCH_FIRST_FRAME) with no
#     recovery files, beside the same with 27 MB of them;
#  2. launch to a visible window and memory 3 s later, beside GNOME
#     Calculator launched the same way (skipped when it is not installed:
#     `apt-get install gnome-calculator` or your system's equivalent), and
#     Muster opening a one-game Bunker Hill file; beside both, the least
#     libadwaita app (bench/least-app.c: a window, a header bar, a label),
#     what the stack alone costs any app;
#  3. opening a 74-game Bunker Hill campaign beside a one-game file: CPU
#     time and memory until the window is drawn and idle;
#  4. one action on each board at 1280x800, engine and window until idle,
#     beside the engine alone: with GTK's own renderer, and again with the
#     cairo renderer. Without a GPU (a virtual display) the GL renderer
#     draws in software (llvmpipe), which a player's machine does not: the
#     cairo figures show what the app itself spends.
set -euo pipefail

build="$(realpath "${1:-_build}")"
runs="${2:-5}"
app="$build/src/app/muster"
bench="$build/bench/muster-bench"
app_bench="$build/bench/muster-app-bench"
launch="$build/bench/launch-bench"
least="$build/bench/least-app"

for f in "$app" "$bench" "$app_bench" "$launch" "$least"; do
  if [ ! -x "$f" ]; then
    echo "app.sh: $f is not built (build with -Dapp=true; launch-bench needs Xlib)" >&2
    exit 1
  fi
done
if ! command -v xvfb-run > /dev/null; then
  echo "app.sh: xvfb-run is not installed" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

export GSETTINGS_BACKEND=memory
export GSETTINGS_SCHEMA_DIR="$build/data/app"
xvfb() { xvfb-run -a -s "-screen 0 1280x800x24" "$@"; }

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2}'; }

echo "Muster app benchmark ($build): figures, not pass/fail"
echo

# The campaigns: random legal games (muster-bench --write).
"$bench" --system bunker-hill --entries 9850 --seed 1776 --write "$work/bh-74.muster" > /dev/null
"$bench" --system bunker-hill --entries 100 --seed 1776 --write "$work/bh-1.muster" > /dev/null
for seed in 1 2 3 4 5; do
  "$bench" --system bunker-hill --entries 10000 --seed "$seed" --write "$work/recover-$seed.muster" > /dev/null
done

# 1. First frame, with and without recovery files (runs interleaved).
mkdir -p "$work/none" "$work/full"
XDG_STATE_HOME="$work/full" bash -c 'for f in "$@"; do "'"$bench"'" --recover "$f"; done' _ "$work"/recover-*.muster
size=$(du -sm "$work/full" | cut -f1)
first_frame() {
  XDG_STATE_HOME="$1" MUSTER_BENCH_FIRST_FRAME=1 xvfb "$app" 2> /dev/null | awk '/^first frame:/ {print $3}'
}
none=(); full=()
for ((i = 0; i < runs; i++)); do
  none+=("$(first_frame "$work/none")")
  full+=("$(first_frame "$work/full")")
done
m_none=$(printf '%s\n' "${none[@]}" | median)
m_full=$(printf '%s\n' "${full[@]}" | median)
echo "First frame (median of $runs, ms)"
printf '  %-44s %8s ms\n' "no recovery files" "$m_none"
printf '  %-44s %8s ms  (%.2fx)\n' "$size MB of recovery files (5 campaigns)" "$m_full" "$(echo "$m_full / $m_none" | bc -l)"
echo

# 2. Launch to a visible window, and memory 3 s later.
launch_figures() {
  local what="$1"; shift
  local ms=() mb=()
  for ((i = 0; i < runs; i++)); do
    line=$(XDG_STATE_HOME="$work/none" xvfb "$launch" 3 "$@" 2> /dev/null | grep '^visible' || true)
    ms+=("$(echo "$line" | awk '{print $2}')")
    mb+=("$(echo "$line" | awk '{print $5}')")
  done
  echo "$(printf '%s\n' "${ms[@]}" | median) $(printf '%s\n' "${mb[@]}" | median)"
}
echo "Launch to a visible window, and RSS 3 s later (median of $runs)"
read -r m_ms m_mb <<< "$(launch_figures muster "$app")"
read -r f_ms f_mb <<< "$(launch_figures file "$app" "$work/bh-1.muster")"
read -r l_ms l_mb <<< "$(launch_figures least "$least")"
if command -v gnome-calculator > /dev/null; then
  read -r c_ms c_mb <<< "$(launch_figures calculator gnome-calculator)"
  printf '  %-44s %8.1f ms %7.1f MB\n' "GNOME Calculator" "$c_ms" "$c_mb"
  printf '  %-44s %8.1f ms %7.1f MB  (%.2fx and %.2fx)\n' "Muster (start page)" "$m_ms" "$m_mb" \
    "$(echo "$m_ms / $c_ms" | bc -l)" "$(echo "$m_mb / $c_mb" | bc -l)"
  printf '  %-44s %8.1f ms %7.1f MB  (%.2fx and %.2fx)\n' "Muster opening a one-game Bunker Hill file" "$f_ms" "$f_mb" \
    "$(echo "$f_ms / $c_ms" | bc -l)" "$(echo "$f_mb / $c_mb" | bc -l)"
  printf '  %-44s %8.1f ms %7.1f MB  (%.2fx and %.2fx)\n' "The least libadwaita app (bench/least-app.c)" "$l_ms" "$l_mb" \
    "$(echo "$l_ms / $c_ms" | bc -l)" "$(echo "$l_mb / $c_mb" | bc -l)"
  printf '  %-44s %+8.1f ms %+7.1f MB\n' "Muster's start page above the least app" "$(echo "$m_ms - $l_ms" | bc -l)" "$(echo "$m_mb - $l_mb" | bc -l)"
  printf '  %-44s %+8.1f ms %+7.1f MB\n' "GNOME Calculator above the least app" "$(echo "$c_ms - $l_ms" | bc -l)" "$(echo "$c_mb - $l_mb" | bc -l)"
else
  echo "  (GNOME Calculator, the peer, is not installed: apt-get install gnome-calculator)"
  printf '  %-44s %8.1f ms %7.1f MB\n' "Muster (start page)" "$m_ms" "$m_mb"
  printf '  %-44s %8.1f ms %7.1f MB\n' "Muster opening a one-game Bunker Hill file" "$f_ms" "$f_mb"
  printf '  %-44s %8.1f ms %7.1f MB\n' "The least libadwaita app (bench/least-app.c)" "$l_ms" "$l_mb"
fi
echo

# 3. Opening campaigns.
echo "Opening a campaign until the window is drawn and idle (1280x800)"
for f in bh-1 bh-74; do
  games=$(grep -c '<session ' "$work/$f.muster")
  line=$(xvfb "$app_bench" open "$work/$f.muster" 2> /dev/null | grep '^open')
  printf '  %-44s %s\n' "Bunker Hill, $games games" "${line#*: }"
done
echo

# 4. Actions on the boards.
for system in boston-concord bunker-hill; do
  xvfb "$app_bench" board "$system" 40 2> /dev/null
done
echo "The same with the cairo renderer:"
for system in boston-concord bunker-hill; do
  GSK_RENDERER=cairo GDK_DEBUG=gl-disable xvfb "$app_bench" board "$system" 40 2> /dev/null
done

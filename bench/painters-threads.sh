#!/usr/bin/env bash
# Times painters-duel roots with one binary on `--threads 1` and `--threads 2`, interleaved (1, 2,
# 1, 2, ...), so that both meet the same machine load: `bench/painters-threads.sh BINARY [ROUNDS]
# [side11|side12|corner|centre]` (default side11: the roots of bench/painters-roots.sh; side12:
# the open side-12 corner, mid-edge and centre; corner, centre: that side-11 root alone). BINARY
# may be several binaries separated by commas (e.g. main's and a branch's), interleaved too.
# Prints one line per run: root, binary, threads, answer, wall s, user s, system s, peak RSS MB,
# and the load average when it started.
#
# PRIORITY=1 runs it in a session of its own at high priority (bench/own-session.sh says why).
set -euo pipefail
# shellcheck source=bench/own-session.sh
source "$(dirname "$0")/own-session.sh"
IFS=, read -r -a binaries <<< "$1"
rounds=${2:-1}
set_name=${3:-side11}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# shellcheck source=bench/painters-side11-roots.sh
source "$(dirname "$0")/painters-side11-roots.sh"
case $set_name in
  side11) roots=("${side11_roots[@]}") ;;
  side12)
    roots=(
      "12-corner|12 1 1 12 23 0"
      "12-mid-edge|12 6 1 6 11 0"
      "12-centre|12 6 6 12 12 0"
    ) ;;
  corner) roots=("corner|11 1 1 11 21 0") ;;
  centre) roots=("centre|11 6 6 11 11 0") ;;
  *) echo "unknown set $set_name" >&2; exit 2 ;;
esac
for _ in $(seq "$rounds"); do
  for root in "${roots[@]}"; do
    name=${root%%|*}
    printf '1\n%s\n' "${root#*|}" > "$dir/in"
    for binary in "${binaries[@]}"; do
      for threads in 1 2; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        /usr/bin/time -f '%e %U %S %M' -o "$dir/time" "$binary" --quiet --threads "$threads" \
          "$dir/in" > "$dir/out"
        read -r wall user sys kb < "$dir/time"
        printf '%-24s %-14s threads %s  %-12s wall %7.2f s  user %7.2f s  sys %5.2f s  peak %6.0f MB  load %s\n' \
          "$name" "$(basename "$binary")" "$threads" "$(cat "$dir/out")" "$wall" "$user" "$sys" \
          "$((kb / 1024))" "$load"
      done
    done
  done
done

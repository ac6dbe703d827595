#!/usr/bin/env bash
# Times chapaev binaries on `--threads 1` and `--threads 2` over the hardest 16 vs 16 seeds of
# issue 28 (spread 92, 39, 46, 38, 61; random 48), interleaved (each seed: every binary on one
# and two threads in turn), so that all meet the same machine load:
# `bench/chapaev-threads.sh BINARY[,BINARY...] [ROUNDS]`. Prints one line per run: seed, binary,
# threads, answer, wall s, user s, positions expanded, and the load average when it started.
#
# PRIORITY=1 runs it in a session of its own at high priority (bench/own-session.sh says why).
set -euo pipefail
# shellcheck source=bench/own-session.sh
source "$(dirname "$0")/own-session.sh"
IFS=, read -r -a binaries <<< "$1"
rounds=${2:-1}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$(dirname "$0")/.."
seeds=(spread:92 spread:39 spread:46 spread:38 spread:61 random:48)
for seed in "${seeds[@]}"; do
  cargo xtask gen chapaev "${seed%%:*}" 16 16 --seed "${seed#*:}" > "$dir/${seed/:/-}" 2> /dev/null
done
for _ in $(seq "$rounds"); do
  for seed in "${seeds[@]}"; do
    for binary in "${binaries[@]}"; do
      for threads in 1 2; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        /usr/bin/time -f '%e %U' -o "$dir/time" "$binary" --stats --threads "$threads" \
          "$dir/${seed/:/-}" > "$dir/out" 2> "$dir/err"
        read -r wall user < "$dir/time"
        positions=$(grep -o '[0-9]*$' "$dir/err" | head -1)
        printf '%-10s %-28s threads %s  %-6s wall %5.2f s  user %5.2f s  positions %8s  load %s\n' \
          "$seed" "$(basename "$binary")" "$threads" "$(cat "$dir/out")" "$wall" "$user" \
          "$positions" "$load"
      done
    done
  done
done

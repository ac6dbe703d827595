#!/usr/bin/env bash
# Times open side-12 painters-duel roots, one thread, with one or more binaries interleaved
# (root 1 with each binary, then root 2, ...), so that all meet the same machine load:
# `bench/painters-open12.sh [-s FIRST-LAST] [-r ROOTS] BINARY...`. The roots are the three open
# side-12 testdata roots (corner, mid-edge, centre) and the `open` family's seeds FIRST to LAST
# (default 1-40, `cargo xtask gen painters-duel open --seed K 12`), or only those named in ROOTS
# (a comma-separated list such as `centre,gen5`). Prints one line per run: root, binary index,
# answer, user+sys CPU s, wall s, peak RSS MB, and the load average when it ended.
set -euo pipefail
seeds=1-40
only=
while [[ ${1:-} == -* ]]; do
  case $1 in
    -s) seeds=$2; shift 2 ;;
    -r) only=,$2,; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
(( $# >= 1 )) || { echo "usage: $0 [-s FIRST-LAST] [-r ROOTS] BINARY..." >&2; exit 2; }
here=$(dirname "$0")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
roots=("corner|12 1 1 12 23 0" "mid-edge|12 6 1 6 11 0" "centre|12 6 6 12 12 0")
# The family's own generator, built once (xtask's binary, not a `cargo run` per seed).
cargo build --quiet --manifest-path "$here/../Cargo.toml" -p xtask
xtask=$here/../target/debug/xtask
for seed in $(seq "${seeds%-*}" "${seeds#*-}"); do
  roots+=("gen$seed|$("$xtask" gen painters-duel open --seed "$seed" 12 | tail -n 1)")
done
for root in "${roots[@]}"; do
  name=${root%%|*}
  [[ -z $only || $only == *",$name,"* ]] || continue
  printf '1\n%s\n' "${root#*|}" > "$dir/in"
  k=0
  for binary in "$@"; do
    k=$((k + 1))
    /usr/bin/time -f '%e %U %S %M' -o "$dir/time" "$binary" --quiet --threads 1 "$dir/in" > "$dir/out"
    read -r wall user sys kb < "$dir/time"
    printf '%-9s bin%d %-14s cpu %7.2f s  wall %7.2f s  peak %5d MB  load %s\n' \
      "$name" "$k" "$(cat "$dir/out")" "$(echo "$user + $sys" | bc)" "$wall" "$((kb / 1024))" \
      "$(cut -d' ' -f1 /proc/loadavg)"
  done
done

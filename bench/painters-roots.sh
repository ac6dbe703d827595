#!/usr/bin/env bash
# Times painters-duel side-11 roots with two binaries, interleaved (old, new, old, new, ...), so
# that both meet the same machine load: `bench/painters-roots.sh OLD NEW [ROUNDS] [-- FLAGS]`.
# Prints one line per run: root, binary, answer, wall s, user s, peak RSS MB. On a shared machine
# compare user times (and answers); wall time includes waiting for a core.
# The old binary: build main into a separate directory, e.g.
#   git archive 3ba185d | tar -x -C /tmp/painters-base && cargo build --release -p painters-duel \
#     --manifest-path /tmp/painters-base/Cargo.toml
set -euo pipefail
old=$1
new=$2
rounds=${3:-1}
shift $(( $# < 3 ? $# : 3 ))
[[ ${1:-} == -- ]] && shift
flags=("$@")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# shellcheck source=bench/painters-side11-roots.sh
source "$(dirname "$0")/painters-side11-roots.sh"
roots=("${side11_roots[@]}")
for _ in $(seq "$rounds"); do
  for root in "${roots[@]}"; do
    name=${root%%|*}
    printf '1\n%s\n' "${root#*|}" > "$dir/in"
    for binary in "$old" "$new"; do
      /usr/bin/time -f '%e %U %M' -o "$dir/time" "$binary" --quiet "${flags[@]}" "$dir/in" > "$dir/out"
      read -r wall user kb < "$dir/time"
      printf '%-24s %-8s %-14s wall %7.2f s  user %7.2f s  peak %6.0f MB\n' \
        "$name" "$([[ $binary == "$old" ]] && echo old || echo new)" "$(cat "$dir/out")" \
        "$wall" "$user" "$((kb / 1024))"
    done
  done
done

#!/bin/sh
# Whole-process time of chapaev at one size over seeds 0-99 of every family, for one or more
# binaries run interleaved on each input (so that machine load hits them alike).
#
#   bench/chapaev-seeds.sh OUT.tsv RED WHITE BINARY [BINARY...]
#
# Build main's binary beside yours first, e.g.
#   git worktree add /tmp/chapaev-base 31612a3 && cargo build --release -p chapaev \
#     --manifest-path /tmp/chapaev-base/Cargo.toml
# Each row of OUT.tsv: family, seed, then per binary: answer, seconds, peak KB, positions
# visited (`--stats`). SEEDS and FAMILIES may be set in the environment to run fewer.
set -eu
out=$1 red=$2 white=$3
shift 3
seeds=${SEEDS:-$(seq 0 99)}
families=${FAMILIES:-random lattice spread}
dir=$(mktemp -d)
: > "$out"
for family in $families; do
    for seed in $seeds; do
        input=$dir/in.txt
        cargo xtask gen chapaev "$family" "$red" "$white" --seed "$seed" > "$input" 2>/dev/null
        row="$family	$seed"
        for binary in "$@"; do
            /usr/bin/time -f "%e %M" -o "$dir/time" "$binary" --stats < "$input" > "$dir/answer" 2> "$dir/stats"
            visited=$(sed -n 's/^positions visited: //p' "$dir/stats")
            row="$row	$(cat "$dir/answer")	$(cut -d' ' -f1 "$dir/time")	$(cut -d' ' -f2 "$dir/time")	$visited"
        done
        printf '%s\n' "$row" >> "$out"
    done
done
rm -r "$dir"

#!/bin/sh
# Whole-process time of chapaev at one size over seeds 0-99 of every family, for one or more
# binaries run interleaved on each input (so that machine load hits them alike).
#
#   bench/chapaev-seeds.sh OUT.tsv RED WHITE BINARY [BINARY...]
#
# A BINARY may carry arguments in the same word: "target/release/chapaev --threads 1".
#
# Build main's binary beside yours first, e.g.
#   git worktree add /tmp/chapaev-base 31612a3 && cargo build --release -p chapaev \
#     --manifest-path /tmp/chapaev-base/Cargo.toml
# Each row of OUT.tsv: family, seed, then per binary: answer, seconds, peak KB, positions
# visited (`--stats`), user CPU seconds (the figure that survives a loaded machine; rows before
# 2026-12-02 lack it). SEEDS and FAMILIES (random lattice spread regular judge) may be set in the
# environment; judge ignores RED and WHITE. XTASK may name a built xtask binary (e.g.
# target/debug/xtask) to generate the inputs without starting cargo for each one. CPU_LIMIT
# (seconds of CPU, not wall: the machine's load does not move it) stops each run there
# (`ulimit -t`); a stopped run's answer is empty and its positions are left blank.
set -eu
out=$1 red=$2 white=$3
shift 3
seeds=${SEEDS:-$(seq 0 99)}
families=${FAMILIES:-random lattice spread regular}
dir=$(mktemp -d)
: > "$out"
for family in $families; do
    for seed in $seeds; do
        input=$dir/in.txt
        if [ "$family" = judge ]; then sizes=""; else sizes="$red $white"; fi
        # shellcheck disable=SC2086 # judge takes no sizes
        ${XTASK:-cargo xtask} gen chapaev "$family" $sizes --seed "$seed" > "$input" 2>/dev/null
        row="$family	$seed"
        for binary in "$@"; do
            # shellcheck disable=SC2086 # a binary may carry arguments: "chapaev --threads 1"
            /usr/bin/time -f "%e %M %U" -o "$dir/time" sh -c "ulimit -t ${CPU_LIMIT:-unlimited}; exec $binary --stats" < "$input" > "$dir/answer" 2> "$dir/stats" || true
            visited=$(sed -n 's/^positions visited: //p' "$dir/stats")
            # A stopped run's time file starts with a `Command terminated` line: read the last.
            times=$(tail -n 1 "$dir/time")
            row="$row	$(cat "$dir/answer")	$(echo "$times" | cut -d' ' -f1)	$(echo "$times" | cut -d' ' -f2)	$visited	$(echo "$times" | cut -d' ' -f3)"
        done
        printf '%s\n' "$row" >> "$out"
    done
done
rm -r "$dir"

# The side-11 roots that issue 28 benches, sourced by bench/painters-roots.sh and
# bench/painters-threads.sh: each entry is `name|S RA PA RB PB C construction...`.
side11_roots=(
  "corner|11 1 1 11 21 0"
  "centre|11 6 6 11 11 0"
  "mid-edge|11 6 1 6 11 0"
  "construction-5%-seed2|$(cargo xtask gen painters-duel construction 11 5 --seed 2 2>/dev/null | tail -n +2)"
  "construction-10%-seed3|$(cargo xtask gen painters-duel construction 11 10 --seed 3 2>/dev/null | tail -n +2)"
)

#!/usr/bin/env python3
"""Prints the open side-12 roots of painters-duel's `open` family, seeds FIRST to LAST, one a
line as `genK S RA PA RB PB 0`: the same rooms as `cargo xtask gen painters-duel open --seed K 12`
(gamecore's SplitMix64 and generate::random_construction's draws, redone here so that the bench
script needs no build of xtask). Usage: painters-open12-roots.py FIRST LAST."""
import sys

MASK = (1 << 64) - 1


class SplitMix64:
    def __init__(self, seed):
        self.state = seed

    def next_u64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def below(self, bound):
        while True:
            wide = self.next_u64() * bound
            if (wide & MASK) >= ((-bound) & MASK) % bound:
                return wide >> 64


def root(seed, side=12):
    rng = SplitMix64(seed)
    rng.below(1)  # the side, drawn from side..=side
    rooms = [(r, p) for r in range(1, side + 1) for p in range(1, 2 * r)]
    for i in range(len(rooms) - 1, 0, -1):
        j = rng.below(i + 1)
        rooms[i], rooms[j] = rooms[j], rooms[i]
    (ra, pa), (rb, pb) = rooms[0], rooms[1]
    return f"{side} {ra} {pa} {rb} {pb} 0"


first, last = int(sys.argv[1]), int(sys.argv[2])
for k in range(first, last + 1):
    print(f"gen{k} {root(k)}")

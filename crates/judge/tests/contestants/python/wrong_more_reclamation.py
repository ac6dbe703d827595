#!/usr/bin/env python3
"""A deliberately wrong More Reclamation solution, the Python twin of wrong_more_reclamation.rs:
a run whose two ends are limited to different columns gets L mod 2 instead of (L + 1) mod 2."""
import sys


def main():
    numbers = [int(t) for t in sys.stdin.read().split()]
    rows = numbers[0]
    cells = sorted(zip(numbers[2::2], numbers[3::2]))
    value, above = 0, None
    for row, column in cells + [(rows + 1, 0)]:
        first = 1 if above is None else above[0] + 1
        length = row - first
        top_limited = above is not None
        bottom_limited = column != 0
        value ^= length if top_limited != bottom_limited else length % 2
        above = (row, column)
    print("WIN" if value else "LOSE")


main()

#!/usr/bin/env python3
"""A deliberately wrong Chapaev solution, the Python twin of wrong_chapaev.rs: in floating point,
each shooter tries the directions straight at each other disc and just inside and outside both
edges of its hit arc (a nudge of 1e-9 radians), which loses the exact grazes of two discs."""
import math
import sys


def hit_sets(centres, reach, shooter):
    sx, sy = centres[shooter]
    sets = {1 << shooter}
    for j, (x, y) in enumerate(centres):
        if j == shooter:
            continue
        dx, dy = x - sx, y - sy
        angle = math.atan2(dy, dx)
        ratio = reach / math.hypot(dx, dy)
        half = math.asin(ratio) if ratio <= 1.0 else math.nan
        for offset in (0.0, half - 1e-9, -(half - 1e-9), half + 1e-9, -(half + 1e-9)):
            ux, uy = math.cos(angle + offset), math.sin(angle + offset)
            hit = 1 << shooter
            for k, (kx, ky) in enumerate(centres):
                ex, ey = kx - sx, ky - sy
                if ex * ux + ey * uy >= 0.0 and abs(ux * ey - uy * ex) <= reach:
                    hit |= 1 << k
            sets.add(hit)
    return sorted(sets)


def wins(live, mine, theirs, hits, memo):
    key = (live, mine)
    if key in memo:
        return memo[key]
    win = False
    for shooter in range(len(hits)):
        if not live & mine & (1 << shooter):
            continue
        for hit in hits[shooter]:
            after = live & ~hit
            if after & theirs == 0 or not wins(after, theirs, mine, hits, memo):
                win = True
                break
        if win:
            break
    memo[key] = win
    return win


def main():
    words = sys.stdin.read().split()
    if words[0] == "discs":
        radius, red, white = float(words[1]), int(float(words[2])), int(float(words[3]))
        words = words[4:]
    else:
        radius, red, white = 0.4, 8, 8
    numbers = [float(w) for w in words]
    centres = list(zip(numbers[0::2], numbers[1::2]))
    hits = [hit_sets(centres, 2.0 * radius, s) for s in range(len(centres))]
    reds = (1 << red) - 1
    whites = ((1 << (red + white)) - 1) & ~reds
    print("RED" if wins(reds | whites, reds, whites, hits, {}) else "WHITE")


main()

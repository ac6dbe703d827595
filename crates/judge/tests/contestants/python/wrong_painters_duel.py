#!/usr/bin/env python3
"""A deliberately wrong Painters' Duel solution, the Python twin of wrong_painters_duel.rs: the
game ends as soon as the painter to move is stuck, instead of letting her skip."""
import sys


def neighbours(side, row, place):
    out = []
    if place > 0:
        out.append((row, place - 1))
    if place + 1 < 2 * row + 1:
        out.append((row, place + 1))
    if place % 2 == 0 and row + 1 < side:
        out.append((row + 1, place + 1))
    if place % 2 == 1:
        out.append((row - 1, place - 1))
    return out


def play(side, painted, at, turn):
    row, place = at[turn]
    moves = [(r, p) for r, p in neighbours(side, row, place) if not painted[r][p]]
    if not moves:
        return 0  # The mistake: the game goes on while the other painter can still move.
    sign = 1 if turn == 0 else -1
    best = None
    for r, p in moves:
        painted[r][p] = True
        following = list(at)
        following[turn] = (r, p)
        value = sign * (sign + play(side, painted, following, 1 - turn))
        best = value if best is None else max(best, value)
        painted[r][p] = False
    return sign * best


def main():
    numbers = iter(int(t) for t in sys.stdin.read().split())
    tests = next(numbers)
    for case in range(1, tests + 1):
        side = next(numbers)
        alma = (next(numbers) - 1, next(numbers) - 1)
        berthe = (next(numbers) - 1, next(numbers) - 1)
        painted = [[False] * (2 * r + 1) for r in range(side)]
        for _ in range(next(numbers)):
            r, p = next(numbers) - 1, next(numbers) - 1
            painted[r][p] = True
        painted[alma[0]][alma[1]] = True
        painted[berthe[0]][berthe[1]] = True
        print(f"Case #{case}: {play(side, painted, [alma, berthe], 0)}")


sys.setrecursionlimit(10000)
main()

#!/usr/bin/env python3
"""A deliberately wrong Racing Car Trail solution, the Python twin of wrong_racing_car_trail.rs:
one maximum matching (Kuhn's augmenting paths), `B` only for the cells it leaves exposed."""
import sys


def augment(v, adjacent, mate, seen):
    for w in adjacent[v]:
        if seen[w]:
            continue
        seen[w] = True
        if mate[w] is None or augment(mate[w], adjacent, mate, seen):
            mate[w] = v
            mate[v] = w
            return True
    return False


def solve(grid):
    rows, cols = len(grid), len(grid[0])
    adjacent = [[] for _ in range(rows * cols)]
    for r in range(rows):
        for c in range(cols):
            for r2, c2 in ((r, c + 1), (r + 1, c)):
                if r2 < rows and c2 < cols and grid[r][c] == "." and grid[r2][c2] == ".":
                    adjacent[r * cols + c].append(r2 * cols + c2)
                    adjacent[r2 * cols + c2].append(r * cols + c)
    mate = [None] * (rows * cols)
    for v in range(rows * cols):
        if (v // cols + v % cols) % 2 == 0 and mate[v] is None:
            augment(v, adjacent, mate, [False] * (rows * cols))
    lines = []
    for r in range(rows):
        line = ""
        for c in range(cols):
            if grid[r][c] == "X":
                line += "X"
            elif mate[r * cols + c] is not None:
                line += "A"
            else:
                line += "B"
        lines.append(line)
    return "\n".join(lines)


def main():
    words = iter(sys.stdin.read().split())
    while True:
        rows, cols = int(next(words)), int(next(words))
        if rows == 0 and cols == 0:
            break
        grid = [next(words) for _ in range(rows)]
        print(solve(grid))


sys.setrecursionlimit(100000)
main()

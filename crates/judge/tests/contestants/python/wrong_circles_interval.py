#!/usr/bin/env python3
"""A deliberately wrong Circles Game solution, the Python twin of wrong_circles_interval.rs: a
subtree's set of option values taken to be all of 0..g, g its Grundy value."""
import sys


def contains(outer, inner):
    dx, dy = outer[0] - inner[0], outer[1] - inner[1]
    return outer[2] > inner[2] and dx * dx + dy * dy < (outer[2] - inner[2]) ** 2


def mex(values):
    value = 0
    while value in values:
        value += 1
    return value


def main():
    numbers = [int(t) for t in sys.stdin.read().split()]
    circles = [tuple(numbers[i:i + 3]) for i in range(1, len(numbers), 3)]
    order = sorted(range(len(circles)), key=lambda i: circles[i][2])
    children = [[] for _ in circles]
    grundy = [0] * len(circles)
    total = 0
    for k, i in enumerate(order):
        rest = 0
        for c in children[i]:
            rest ^= grundy[c]
        options = {rest}
        for c in children[i]:
            options.update(rest ^ grundy[c] ^ s for s in range(grundy[c]))
        grundy[i] = mex(options)
        parent = next((j for j in order[k + 1:] if contains(circles[j], circles[i])), None)
        if parent is None:
            total ^= grundy[i]
        else:
            children[parent].append(i)
    print("Alice" if total else "Bob")


main()

#!/usr/bin/env python3
"""A deliberately wrong Circles Game solution, the Python twin of wrong_circles_game.rs: trees
valued by the Green Hackenbush rule, g(v) = 1 + XOR of g over v's children."""
import sys


def contains(outer, inner):
    dx, dy = outer[0] - inner[0], outer[1] - inner[1]
    return outer[2] > inner[2] and dx * dx + dy * dy < (outer[2] - inner[2]) ** 2


def main():
    numbers = [int(t) for t in sys.stdin.read().split()]
    circles = [tuple(numbers[i:i + 3]) for i in range(1, len(numbers), 3)]
    order = sorted(range(len(circles)), key=lambda i: circles[i][2])
    children_xor = [0] * len(circles)
    total = 0
    for k, i in enumerate(order):
        value = 1 + children_xor[i]
        parent = next((j for j in order[k + 1:] if contains(circles[j], circles[i])), None)
        if parent is None:
            total ^= value
        else:
            children_xor[parent] ^= value
    print("Alice" if total else "Bob")


main()

#!/usr/bin/env python3
"""Subtract a divisor: a heap of n stones; a move removes d stones, d a divisor
of n with 1 < d < n. Whoever cannot move loses. Prints, for n = 0..N, 1 if the
player to move wins a heap of n, else 0: a brute force from the moves alone.

usage: python3 docs/examples/divisor_game.py N
"""
import sys

N = int(sys.argv[1])
wins = []
for n in range(N + 1):
    wins.append(any(not wins[n - d] for d in range(2, n) if n % d == 0))
print(" ".join("1" if w else "0" for w in wins))

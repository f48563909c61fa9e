"""poj-2348 (POJ 2348, Kattis euclidsgame): lines "a b" until "0 0" -> Stan wins/Ollie wins."""
from common import BIG, token_solver

ROWS = token_solver(b"34 12\n15 24\n", "Stan wins\nOllie wins\n", b"3 ", 3, complete=b"34 12\n15 24\n0 0\n") + [
    ("terminator missing", b"34 12\n15 24\n", "Stan wins\nOllie wins\n", None),
    ("text after 0 0 is not read", b"34 12\n0 0\ngarbage -1\n", "Stan wins\n", None),
    ("one number 0 is refused", b"34 12\n0 5\n", "Stan wins\n", r"line 2: the numbers 0 5: both must be positive \(0 0 ends the input\)$"),
    ("the other number 0", b"34 12\n15 24\n7\n0\n", "Stan wins\nOllie wins\n", r"line 4: the numbers 7 0: both must be positive"),
    ("a game cut after one number", b"34 12\n7\n", "Stan wins\n", r"line 2: expected a number, got end of input"),
    ("a game over two lines", b"15\n24\n0 0\n", "Ollie wins\n", None),
    ("equal numbers win at once", b"1 1\n%s %s\n0 0\n" % (BIG.encode(), BIG.encode()), "Stan wins\nStan wins\n", None),
    ("2^63-1 and 2^63-2: one forced move, then a multiple", ("%s 9223372036854775806\n" % BIG).encode(), "Ollie wins\n", None),
    ("Fibonacci pair near 2^63 (F(91), F(92)): 89 forced moves, odd",
     b"4660046610375530309 7540113804746346429\n", "Ollie wins\n", None),
    ("10^5 games", b"2 3\n" * 100000 + b"0 0\n", "Ollie wins\n" * 100000, None),
]

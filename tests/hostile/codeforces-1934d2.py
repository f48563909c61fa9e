"""codeforces-1934d2 (Codeforces 1934 D2, interactive): t, then per game n and the
judge's breaks "p1 p2" as replies to ours; 0 0 ends a game, -1 -1 the run. Here
the judge's lines come all at once (the solver's moves depend only on them)."""
from common import token_solver

ROWS = token_solver(b"2\n1\n0 0\n", "second\n", b"", 4, complete=b"1\n1\n0 0\n") + [
    ("bad t", b"t\n", "", r'line 1: expected the number of games t, got "t"$'),
    ("n = 0", b"1\n0\n", "", r"line 2: n is 0 \(at least 1\)$"),
    ("no reply after our break", b"1\n5\n", "first\n4 1\n", r"line 2: expected the judge's p1, got end of input$"),
    ("a reply cut short", b"1\n5\n0", "first\n4 1\n", r"line 3: expected the judge's p2, got end of input$"),
    ("a break of neither number", b"1\n3\n2 1\n", "first\n2 1\n", r'line 3: the judge\'s reply "2 1" is no break of 2 or 1 \(nor 0 0 or -1 -1\)$'),
    ("a value above both", b"1\n3\n4 1\n", "first\n2 1\n", r'line 3: the judge\'s p1 "4" is too large \(at most 2\)$'),
    ("a zero part", b"1\n13\n13 0\n", "second\n", r'line 3: the judge\'s reply "13 0" is no break of 13 \(nor 0 0 or -1 -1\)$'),
    ("not below n", b"1\n13\n13 13\n", "second\n", r'line 3: the judge\'s reply "13 13" is no break of 13 \(nor 0 0 or -1 -1\)$'),
    ("-1 and a number", b"1\n13\n-1 5\n", "second\n", r'line 3: the judge\'s reply "-1 5" is no break of 13 \(nor 0 0 or -1 -1\)$'),
    ("-2", b"1\n13\n-2 -2\n", "second\n", r'line 3: the judge\'s p1 "-2" is too small \(at least -1\)$'),
    ("a non-number reply", b"1\n13\nx 1\n", "second\n", r'line 3: expected the judge\'s p1, got "x"$'),
    ("a signed reply", b"1\n13\n+12 1\n", "second\n", r'line 3: expected the judge\'s p1, got "\+12"$'),
    ("-1 -1 ends the run, the rest unread", b"2\n3\n-1 -1\n1\n0 0\n", "first\n2 1\n", None),
    ("0 0 ends a game", b"2\n3\n0 0\n1\n0 0\nnot read\n", "first\n2 1\nsecond\n", None),
    ("the judge breaks the other part", b"1\n13\n7 10\n0 0\n", "second\n8 2\n", None),
    ("Bob gives up though he could break", b"1\n10\n0 0\n", "first\n8 2\n", None),
    ("the judge breaks the odd part, then stops short", b"1\n15\n6 1\n", "first\n8 7\n4 2\n",
     r"line 3: expected the judge's p1, got end of input$"),
    ("n = 2^63-1 accepted", b"1\n9223372036854775807\n0 0\n", "second\n", None),
    ("n = 2^63 refused", b"1\n9223372036854775808\n", "", r'line 2: n "9223372036854775808" is too large'),
]

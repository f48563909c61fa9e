"""atcoder-abc278-g (AtCoder ABC 278 G, interactive): "N L R", then the judge's moves
"a b" as replies to ours; 0 0 or -1 -1 ends the run. Here the judge's lines come
all at once (the solver's moves depend only on them)."""
from common import bad_tokens

GAME = b"6 1 2\n1 1\n2 1\n0 0\n"  # samples/atcoder-abc278-g/1: the mirror from the middle 3 2
ANSWER = "First\n3 2\n6 1\n5 1\n"
MOVE = "First\n3 2\n"  # what is printed before the judge's first reply is read

ROWS = [(name + " for N", tok + b" 1 1\n", "", r"line 1: " + pat) for name, tok, pat in bad_tokens()] + [
    ("N = 0", b"0 1 1\n", "", r"line 1: N is 0 \(at least 1 card\)$"),
    ("N above 2000", b"2001 1 1\n", "", r'line 1: N "2001" is too large \(at most 2000\)$'),
    ("L = 0", b"5 0 1\n", "", r"line 1: L is 0 \(a move removes at least 1 card\)$"),
    ("L above N", b"5 6 6\n", "", r'line 1: L "6" is too large \(at most 5\)$'),
    ("R below L", b"5 3 2\n", "", r"line 1: R is below L \(3\)$"),
    ("R above N", b"5 1 6\n", "", r'line 1: R "6" is too large \(at most 5\)$'),
    ("N L R cut short", b"6 1", "", r"line 1: expected R, got end of input$"),
    ("no reply after our move", b"6 1 2\n", MOVE, r"line 1: expected the judge's card x, got end of input$"),
    ("a reply cut short", b"6 1 2\n1", MOVE, r"line 2: expected the judge's length y, got end of input$"),
    ("a block too long", b"6 1 2\n1 3\n", MOVE, r"line 2: the judge's move 1 3 removes 3 cards \(a move removes 1\.\.2\)$"),
    ("a card gone", b"6 1 2\n3 1\n", MOVE, r"line 2: the judge's move 3 1 takes card 3, which is gone$"),
    ("a card gone inside the block", b"6 1 2\n2 2\n", MOVE, r"line 2: the judge's move 2 2 takes card 3, which is gone$"),
    ("past the last card", b"6 1 2\n6 2\n", MOVE, r"line 2: the judge's move 6 2 runs past card 6$"),
    ("a card above N", b"6 1 2\n7 1\n", MOVE, r'line 2: the judge\'s card x "7" is too large \(at most 6\)$'),
    ("-1 and a move", b"6 1 2\n-1 3\n", MOVE, r'line 2: the judge\'s reply "-1 3" is no move, nor 0 0 or -1 -1$'),
    ("0 and a length", b"6 1 2\n0 5\n", MOVE, r'line 2: the judge\'s reply "0 5" is no move, nor 0 0 or -1 -1$'),
    ("-2", b"6 1 2\n-2 -2\n", MOVE, r'line 2: the judge\'s card x "-2" is too small \(at least -1\)$'),
    ("a non-number reply", b"6 1 2\nx 1\n", MOVE, r'line 2: expected the judge\'s card x, got "x"$'),
    ("a signed reply", b"6 1 2\n+1 1\n", MOVE, r'line 2: expected the judge\'s card x, got "\+1"$'),
    ("a lone minus", b"6 1 2\n- 1\n", MOVE, r'line 2: expected the judge\'s card x, got "-"$'),
    ("a decimal reply", b"6 1 2\n1 1.0\n", MOVE, r'line 2: expected the judge\'s length y, got "1\.0"$'),
    ("a NUL in a reply", b"6 1 2\n1\x00 1\n", MOVE, r'line 2: expected the judge\'s card x, got "1\\x00"$'),
    ("the judge's move on the third line", b"6 1 2\n\n4 1\n", MOVE, r"line 3: the judge's move 4 1 takes card 4, which is gone$"),
    ("-1 -1 ends the run, the rest unread", b"6 1 2\n-1 -1\nnot read\n", MOVE, None),
    ("0 0 ends the run, the rest unread", b"6 1 2\n0 0\nnot read\n", MOVE, None),
    ("a game won", GAME, ANSWER, None),
    ("played second", b"5 2 2\n1 2\n0 0\n", "Second\n3 2\n", None),
    ("the judge moves first, badly", b"5 2 2\n1 3\n", "Second\n", r"line 2: the judge's move 1 3 removes 3 cards \(a move removes 2\.\.2\)$"),
    ("one card", b"1 1 1\n0 0\n", "First\n1 1\n", None),
    ("CRLF", GAME.replace(b"\n", b"\r\n"), ANSWER, None),
    ("blank lines and tabs", b"\n6\t1 2\n\n\n1\t1\n\n2 1\n0\n0", ANSWER, None),
    ("no final newline", GAME.rstrip(b"\n"), ANSWER, None),
    ("UTF-8 byte-order mark first", b"\xef\xbb\xbf" + GAME, ANSWER, None),
    ("empty input", b"", "", None),
    ("only whitespace", b" \n\r\n\t\n", "", None),
]

"""cgt: one partizan game (a sum of components) per line; a fault is blamed on its line and
column after the answers of the lines before (exit 1); a game too large for a bound exits 3."""

LINE_BASED = True


def _bad(name, line, pattern, args=()):
    return (name, b"{0|*}\n" + line + b"\n", "^\n", r"line 2: " + pattern, list(args))


ROWS = [
    _bad("unclosed brace", b"{0|", r"column 1: unclosed \"\{\""),
    _bad("no bar", b"{0}", r'column 2: expected "\|"'),
    _bad("stray brace", b"{0|1}}", r'column 6: unexpected "\}"'),
    _bad("not dyadic", b"{0|1/3}", r"column 6: the denominator is not a power of 2"),
    _bad("a word", b"x", r'column 1: expected a game, got "x"'),
    _bad("empty component", b"1 + ", r"column 5: expected a game"),
    _bad("empty option", b"{0,|1}", r'column 4: expected a game'),
    _bad("ambiguous bars", b"{1|2|3}", r"two separators of 1 bars at one level"),
    _bad("unknown ruleset", b"go:...", r'unknown ruleset "go"'),
    _bad("bad board", b"domineering:../.", r"domineering: rows of different lengths"),
    _bad("bad map", b"snort:.L/.x", r"snort: unexpected character 'x'"),
    _bad("NUL byte", b"1\x00", r'column 2: unexpected "\\x00"'),
    _bad("utf-8", "五".encode(), r"expected a game"),
    ("--equal without =", b"^ = *\n^ + v\n", "no\n", r'line 2: expected G = H', ["--equal"]),
    ("--equal with two =", b"^ = *\n0 = 0 = 0\n", "no\n", r'line 2: expected G = H', ["--equal"]),
    ("empty input", b"", "", None),
    ("blank lines skipped", b"\n  \n{0|*}\n\n", "^\n", None),
    ("CRLF", b"{0|*}\r\n^*\r\n", "^\n^*\n", None),
    ("a number past 2^62", b"{0|*}\n4611686018427387904\n", "^\n", r"line 2: column 1: number out of range"),
    ("a sum past 2^62", b"{0|*}\n4611686018427387903 + 1\n", "^\n", r"line 2: too large: dyadic: addition out of range", [], 3),
    ("a nimber past the bound", b"{0|*}\n*5000\n", "^\n", r"line 2: column 1: a nimber above \*4096", [], 3),
    ("--max-games", b"{0|*}\n*2000\n", "^\n", r"line 2: more than 1000 games stored \(the bound: --max-games 1000", ["--max-games", "1000"], 3),
    ("--max-positions", b"{0|*}\ndomineering:..../..../....\n", "^\n", r"line 2: more than 10 positions", ["--max-positions", "10"], 3),
    ("two modes", b"0\n", "", r"give at most one of --outcome, .*", ["--outcome", "--number"], 2),
    ("--max-games 0", b"0\n", "", r"--max-games below 16 holds nothing \(try cgt --help\)", ["--max-games", "0"], 2),
    ("4x4 Domineering in time", b"domineering:..../..../..../....\n", None, None, ["--outcome"]),
    ("nesting 900 deep", b"{" * 900 + b"0" + b"|}" * 900 + b"\n", "900\n", None),
    ("atomic weight of ^1000", b"^1000\n", "1000\n", None, ["--atomic-weight"]),
    ("atomic weight nested 999 deep", b"{0|" * 999 + b"0" + b"}" * 999 + b"\n", "998\n", None, ["--atomic-weight"]),
    ("not all-small answered", b"{1|-1}\n^\n", "not all-small\n1\n", None, ["--atomic-weight"]),
    ("reduced form nested 999 deep", b"{0|" * 999 + b"0" + b"}" * 999 + b"\n", "0\n", None, ["--reduced"]),
    ("reduced form of +-1 + ^1000", b"{1|-1} + ^1000\n", "+-1\n", None, ["--reduced"]),
    ("nesting past the bound", b"{0|*}\n" + b"{" * 2000 + b"0" + b"|}" * 2000 + b"\n", "^\n", r"line 2: column \d+: braces nested deeper than 1000", [], 3),
]

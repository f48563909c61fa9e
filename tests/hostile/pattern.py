"""pattern: a table of signed 64-bit integers on stdin (lines starting with # are
comments); --pairs one row a line, --family 'k: values' a line. Bad input is
blamed on its line (exit 1) after nothing: the rules need the whole table, so
a fault anywhere prints no rule. A bad command line is exit 2.

WHOLE_INPUT: the answer depends on the whole table, so a sample cut short is a
different (valid) table: the cuts are checked for a clean exit and one
well-formed stderr line only, not for a prefix of the sample's answer.

QUERY_OPTIONS: --at only asks the rules found for more values, so a sample that
is an earlier one with --at added (2.in is 1.in, 5.in is 4.in, 8.in is 7.in) is
not cut again: its cuts would run the finder on the same tables (4.in's cuts:
about 14 s of CPU under ASan). Its --at answers run on the whole sample
(samples/pattern) and in the rows below."""
from common import bad_tokens

WHOLE_INPUT = True
QUERY_OPTIONS = ("--at",)
NONE = "no rule found\n"
TWELVE = b"0 1 2 0 1 2 0 1 2 0 1 2\n"


def _rows():
    rows = []
    for name, tok, pat in bad_tokens():
        if name == "negative":  # negative numbers are values here
            rows.append(("a negative value", b"1 2\n" + tok + b"\n", NONE, None))
            continue
        if name in ("2^63", "2^64", "far above", "10^6 digits"):
            pat = r'.* is out of range \(signed 64-bit: -9223372036854775808\.\.9223372036854775807\)'
        else:
            pat = pat.replace("expected .*", "expected an integer")
        rows.append((name, b"1 2\n3 " + tok + b"\n", "", r"line 2: " + pat))
    usage = r"\(try pattern --help\)"
    return rows + [
        ("-2^63 accepted", b"-9223372036854775808 9223372036854775807\n", NONE, None),
        ("-2^63 - 1", b"1\n-9223372036854775809\n", "", r"line 2: an integer \"-9223372036854775809\" is out of range .*"),
        ("a lone minus", b"1 -\n", "", r'line 1: expected an integer, got "-"'),
        ("two minus signs", b"1 --5\n", "", r'line 1: expected an integer, got "--5"'),
        ("empty input", b"", NONE, None),
        ("only comments", b"# a table\n  # another\n", NONE, None),
        ("a comment mid-table", b"0 1 2 0 1 2\n# half\n0 1 2 0 1 2\n", None, None, ["--at", "6,11"]),
        ("a # after numbers is a bad token", b"0 1 2 # no\n", "", r'line 1: expected an integer, got "#"'),
        ("CRLF", TWELVE.replace(b"\n", b"\r\n"), "0\n2\n", None, ["--at", "0,11"]),
        ("UTF-8 byte-order mark first", b"\xef\xbb\xbf" + TWELVE, "0\n2\n", None, ["--at", "0,11"]),
        ("no final newline", TWELVE.rstrip(b"\n"), "0\n2\n", None, ["--at", "0,11"]),
        ("--at inside the table", TWELVE, "2\n0\n", None, ["--at", "5,9"]),
        ("--at before the table", TWELVE, "unknown\n", None, ["--at", "3", "--from", "4"]),
        ("--at 10^18", TWELVE, "unknown\n", None, ["--at", "1000000000000000000"]),
        ("--at 10^18 + 1", b"", None, r"--at 1000000000000000001 is too large \(at most 1000000000000000000\) " + usage,
         ["--at", "1000000000000000001"], 2),
        ("--at x", b"", None, r'--at: expected an integer, got "x" ' + usage, ["--at", "x"], 2),
        ("--at with an empty member", b"", None, r"--at 1,,2: an empty number " + usage, ["--at", "1,,2"], 2),
        ("--at -1", b"", None, r'--at: expected an integer, got "-1" ' + usage, ["--at=-1"], 2),
        ("--from 10^18 + 1", b"", None, r"--from 1000000000000000001 is too large .*" + usage,
         ["--from", "1000000000000000001"], 2),
        ("--pairs and --family", b"", None, r"--pairs and --family do not go together " + usage, ["--pairs", "--family"], 2),
        ("--pairs --at one number", b"", None, r"--at 5: 2 numbers \(A,B\); repeat --at for more " + usage,
         ["--pairs", "--at", "5"], 2),
        ("--family --at three numbers", b"", None, r"--at 1,2,3: 2 numbers \(K,N\); repeat --at for more " + usage,
         ["--family", "--at", "1,2,3"], 2),
        ("--max-values exceeded", b"1 2 3\n4 5 6\n", "", r"line 2: more than 4 values \(--max-values 4; .*\)",
         ["--max-values", "4"]),
        ("pairs: a ragged row", b"0 1\n1 0\n0 1 1\n", "", r"line 3: a row of 3 values; the first row has 2 .*", ["--pairs"]),
        ("pairs: blank and comment lines between rows", b"0 1\n\n# x\n1 0\n", NONE, None, ["--pairs"]),
        ("pairs: empty input", b"", NONE, None, ["--pairs"]),
        ("pairs: inside the table", b"0 1\n1 0\n", "1\nunknown\n", None, ["--pairs", "--at", "1,0", "--at", "2,2"]),
        ("family: no colon", b"3: 0 1 2\n4 0 1 2\n", "", r'line 2: expected "k:" \(the parameter and a colon\) first, got "4"',
         ["--family"]),
        ("family: a colon apart", b"3 : 0 1 2 3\n", "k = 3: no rule found\nfamily: no rule across k (one needs a trusted period "
         "in every member and 3 members in each class of k)\nno rule found\n", None, ["--family"]),
        ("family: k twice", b"3: 0 1\n3: 0 1\n", "", r"line 2: k = 3 given twice", ["--family"]),
        ("family: a bad k", b"x: 0 1\n", "", r'line 1: expected a parameter k, got "x"', ["--family"]),
        ("family: negative k and a member inside", b"-2: 5 6 7\n", "6\n", None, ["--family", "--at", "-2,1"]),
        ("family: a member without values", b"4:\n", "unknown\n", None, ["--family", "--at", "4,0"]),
    ]


ROWS = _rows()

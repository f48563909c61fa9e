"""Row builders shared by the hostile-input tables in this folder.

A table is a module tests/hostile/<solver>.py with ROWS, a list of rows
(name, stdin bytes, stdout owed or None for any, stderr pattern or None
[, arguments]); a stderr pattern is "line N: message regex" (see
tests/hostile_input.py). LINE_BASED = True marks a solver whose cases are
lines (only a cut after a newline falls between cases).
"""

BIG = "9223372036854775807"  # 2^63-1


def bad_tokens():
    """The tokens no solver accepts where a number is owed, and the message pattern each gets."""
    return [
        ("non-number", b"x", r'expected .*, got "x"'),
        ("negative", b"-5", r'expected .*, got negative number "-5"'),
        ("plus sign", b"+5", r'expected .*, got "\+5"'),
        ("decimal", b"1.5", r'expected .*, got "1\.5"'),
        ("exponent", b"1e9", r'expected .*, got "1e9"'),
        ("hex", b"0x10", r'expected .*, got "0x10"'),
        ("2^63", b"9223372036854775808", r'"9223372036854775808" is too large'),
        ("2^64", b"18446744073709551616", r'"18446744073709551616" is too large'),
        ("far above", b"9" * 40, r'"9{40}" is too large'),
        ("10^6 digits", b"1" * 10**6, r'\.\.\." \(1000000 characters\) is too large'),
        ("NUL byte", b"\x00", r'got "\\x00"'),
        ("NUL inside", b"1\x002", r'got "1\\x002"'),
        ("control byte", b"\x01", r'got "\\x01"'),
        ("escape", b"\x1b[31m", r'got "\\x1b\[31m"'),
        ("utf-8", "五".encode(), r'got "\\xe4\\xba\\x94"'),
    ]


def token_solver(prefix, prefix_out, lead, line, complete=None, can_cut=True):
    """Rows for a solver whose input is whitespace-separated integers.

    prefix: complete cases (answered by prefix_out); lead: the start of a case
    that owes a number next, which sits on line `line`. complete: a whole valid
    input with the same answers (default: prefix itself). can_cut: the format
    has cases of several numbers, so input can end inside one."""
    complete = prefix if complete is None else complete
    rows = []
    for name, tok, pat in bad_tokens():
        rows.append((name, prefix + lead + tok + b"\n", prefix_out, r"line %d: %s" % (line, pat)))
    rows.append(("bad token with CRLF", prefix.replace(b"\n", b"\r\n") + lead + b"x\r\n", prefix_out,
                 r'line %d: expected .*, got "x"$' % line))
    if can_cut:
        rows.append(("cut short", prefix + lead, prefix_out, r"line \d+: expected .*, got end of input"))
    rows.append(("empty input", b"", "", None))
    rows.append(("only whitespace", b" \n\r\n\t\n\n", "", None))
    rows.append(("extra blank lines", b"\n\n" + complete.replace(b"\n", b"\n\n\n"), prefix_out, None))
    rows.append(("CRLF", complete.replace(b"\n", b"\r\n"), prefix_out, None))
    rows.append(("no final newline", complete.rstrip(b"\n"), prefix_out, None))
    rows.append(("UTF-8 byte-order mark first", b"\xef\xbb\xbf" + complete, prefix_out, None))  # Windows editors
    return rows


def word_rows(lead, line, pattern, lead_out=""):
    """Rows for a solver that reads a count first (line 1), then words (rows of cells, piles):
    every bad token as the count, refused on line 1, and as a word after `lead` (the count and
    the words before it), refused on `line` with the message `pattern` (lead_out answered first)."""
    rows = []
    for name, tok, pat in bad_tokens():
        rows.append(("count: " + name, tok + b"\n", "", r"line 1: " + pat))
        if name != "10^6 digits":
            rows.append(("word: " + name, lead + tok + b"\n", lead_out, r"line %d: %s" % (line, pattern)))
    return rows


def layout_rows(complete, out):
    """A complete input (answered by out) in other layouts, and empty inputs, which get no answer."""
    return [
        ("empty input", b"", "", None),
        ("only whitespace", b" \n\r\n\t\n", "", None),
        ("CRLF", complete.replace(b"\n", b"\r\n"), out, None),
        ("no final newline", complete.rstrip(b"\n"), out, None),
        ("all on one line", complete.replace(b"\n", b" "), out, None),
        ("UTF-8 byte-order mark first", b"\xef\xbb\xbf" + complete, out, None),
    ]


def long_rows(solver):
    """Rows whose cases run over many lines of long numbers, so the fast path
    (numbers taken 64 bytes at a time) reads most of the input and meets the
    fault deep inside a line. Answers come from the rules, computed here; the
    line owed is counted in the bytes."""
    piles = [(i * 7919 + 13) * 104729 % 10**9 for i in range(300)]
    piles[77] = 9 * 10**18  # 19 digits: too long for the fast path
    piles[150] = 0

    def answer(ps):
        x = 0
        for a in ps:
            x ^= a
        return {
            "nim": "Yes\n" if x else "No\n",
            "first-moves": "%d\n" % sum(1 for a in ps if a ^ x < a),
            "winning-moves": "Yes\n" + "".join("%d %d\n" % (a, a ^ x) for a in ps if a ^ x < a) if x else "No\n",
            "misere-nim": "John\n" if x else "Brother\n",  # some pile > 1: as in normal play
        }[solver]

    def case(ps, per_line=100):
        lines = [b" ".join(b"%d" % a for a in ps[k:k + per_line]) for k in range(0, len(ps), per_line)]
        return b"%d\n" % len(ps) + b"\n".join(lines) + b"\n"

    def row(name, data, out, bad, pattern):
        """The fault is the last occurrence of `bad`; its line is counted here."""
        line = data[:data.rindex(bad)].count(b"\n") + 1
        return (name, data, out, r"line %d: %s" % (line, pattern))

    two = b"2\n" if solver == "misere-nim" else b""  # T: this case and one more
    one = b"1\n" if solver == "misere-nim" else b""
    long_case = two + case(piles)
    padded = b"100\n" + b" ".join(b"000000000000000000000%d" % a for a in piles[:100]) + b"\n"  # 21 digits and more
    return [
        row("long case then a bad token", long_case + b"2\n3 x\n", answer(piles), b"x", r'expected .*, got "x"'),
        row("long case then 2^63", long_case + b"2\n3 9223372036854775808\n", answer(piles), b"9223372036854775808",
            r'"9223372036854775808" is too large'),
        row("long case, CRLF", (long_case + b"2\n3 x\n").replace(b"\n", b"\r\n"), answer(piles), b"x",
            r'expected .*, got "x"$'),
        row("long case, tabs and blank lines", two + case(piles).replace(b" ", b"\t").replace(b"\n", b"\n\n") + b"2 3\t\t-1",
            answer(piles), b"-1", r'expected .*, got negative number "-1"'),
        row("bad token in the middle of a long line", one + b"300\n" + b" ".join(b"%d" % a for a in piles[:60]) + b" 0x10 5\n",
            "", b"0x10", r'expected .*, got "0x10"'),
        ("long case cut short", one + case(piles)[:800], "", r"line \d+: expected .*, got end of input"),
        ("long zero-padded numbers", one + padded, answer(piles[:100]), None),
        ("many short cases", b"%d\n" % 500 * (solver == "misere-nim") + b"".join(case([i, i + 1, 3]) for i in range(500)),
         "".join(answer([i, i + 1, 3]) for i in range(500)), None),
    ]



"""grundy: positions one per line (query mode), or --upto N (table mode); a game
on the command line. Bad input is blamed on its line (exit 1); a bad command line
- no game, two games, a bad octal code or set, options that do not go together -
is a usage error (exit 2)."""
from common import bad_tokens

LINE_BASED = True
KAYLES = ["--octal", "0.77"]


def _named_set_rows(usage):
    """--subtract and --subtract-all-but with named sets: one answered (its values by the mex rule
    with S = {1, 4, 9, 16, 25} written here), one mixed with numbers, and every refusal."""
    g = []
    for n in range(30):
        seen = {g[n - s] for s in (1, 4, 9, 16, 25) if s <= n}
        g.append(min(v for v in range(7) if v not in seen))
    rows = [("named set squares:30 is 1,4,9,16,25", b"20\n5 7\n29\n", "%d\n%d\n%d\n" % (g[20], g[5] ^ g[7], g[29]), None,
             ["--subtract", "squares:30"]),
            ("named sets mixed with numbers", b"", "0: 0 1 2 0 1 2\nperiod 3 from heap 0 (certified by g(0..5): "
             "a window of the largest move); largest value 2, first at heap 2\n", None,
             ["--subtract", "powers:2:1,2,fibonacci:2", "--upto", "5"])]
    refusals = [
        ("unknown name", "--subtract", "cubes:9",
         r'--subtract: unknown set "cubes:9" \(a number, squares:N, primes:N, powers:B:N or fibonacci:N\)'),
        ("primes past the sieve's bound", "--subtract", "primes:10000001", r"primes:N 10000001 is too large \(at most 10000000\)"),
        ("squares past 10^12", "--subtract", "squares:1000000000001",
         r"squares:N 1000000000001 is too large \(at most 1000000000000\)"),
        ("powers of 1", "--subtract", "powers:1:9", r"--subtract: powers:1:9: the base B is at least 2"),
        ("powers without a bound", "--subtract", "powers:2", r"--subtract: powers:2: powers:B:N names a base and a bound"),
        ("not a number", "--subtract", "squares:x", r'squares:N: expected an integer, got "x"'),
        ("negative bound", "--subtract-all-but", "fibonacci:-3", r'fibonacci:N: expected an integer, got "-3"'),
        ("no members", "--subtract-all-but", "fibonacci:0", r"--subtract-all-but fibonacci:0 has no members"),
        ("and 0", "--subtract", "primes:9,0", r"--subtract has 0 \(a move removes at least one token\)"),
    ]
    return rows + [("named set: " + name, b"", None, pattern + " " + usage, [option, text, "--upto", "5"], 2)
                   for name, option, text, pattern in refusals]


def _rows():
    rows = []
    for name, tok, pat in bad_tokens():
        if b"[" in tok:  # positions are row lists, as kayles reads them: a stray bracket is blamed first
            pat = r"unbalanced brackets in .*"
        rows.append((name, b"12\n3 " + tok + b"\n", "4\n", r"line 2: " + pat.replace("expected .*", "expected a heap size"),
                     KAYLES))
    usage = r"\(try grundy --help\)"
    return rows + [
        ("10^18 accepted", b"1000000000000000000 5\n", "5\n", None, KAYLES),
        ("10^18 + 1", b"12\n1000000000000000001\n", "4\n", r'line 2: a heap size "1000000000000000001" is too large',
         KAYLES),
        ("beyond the range of an uncertified game", b"5\n300\n", "2\n",
         r"line 2: heap 300 is beyond the computed range \(g\(0..256\)\) and no period can be certified for Grundy's game"
         r" \(--range 300 computes it\)$",
         ["--grundys-game", "--range", "256"]),
        ("kayles' notation", b"[2,9]\n2,9\n[ 12 ]\n[]\n", "6\n6\n4\n0\n", None, KAYLES),
        ("heap beyond the largest range", b"1\n5000000000\n", "0\n",
         r"line 2: heap 5000000000 is beyond .* \(no table reaches it: --range is at most 4294967293\)$",
         ["--grundys-game"]),
        ("--range N reaches heap N", b"256\n", None, None, ["--grundys-game", "--range", "256"]),
        ("empty input", b"", "", None, KAYLES),
        ("only whitespace", b" \n\t\r\n\n", "", None, KAYLES),
        ("CRLF and blank lines", b"\r\n12\r\n\r\n2 9\r\n", "4\n6\n", None, KAYLES),
        ("no final newline", b"12\n2 9", "4\n6\n", None, KAYLES),
        ("UTF-8 byte-order mark first", b"\xef\xbb\xbf12\n2 9\n", "4\n6\n", None, KAYLES),
        ("no game", b"", None, r"name exactly one game .* " + usage, ["--upto", "5"], 2),
        ("two games", b"", None, r"name exactly one game .* " + usage, ["--octal", "0.7", "--grundys-game"], 2),
        ("octal digit 9", b"", None, r"--octal 0\.9: octal digits are 0\.\.7, not '9' " + usage,
         ["--octal", "0.9", "--upto", "3"], 2),
        ("octal code without digits", b"", None, r"--octal 0\.: an octal code is .*" + usage, ["--octal", "0."], 2),
        ("subtract 0", b"", None, r"--subtract has 0 \(a move removes at least one token\) " + usage, ["--subtract", "0"], 2),
        ("subtract x", b"", None, r'--subtract: expected an integer, got "x" ' + usage, ["--subtract", "1,x"], 2),
        ("a set in braces", b"", None, r'--subtract "\{1,3,4\}": write a set as one word, no braces or spaces: 1,3,4 '
         + usage, ["--subtract", "{1,3,4}", "--upto", "5"], 2),
        ("a set with spaces", b"", None, r'unexpected argument "3," after --subtract 1,: a value is one word, no spaces '
         r'in a set \(--subtract 1,3,4\) ' + usage, ["--subtract", "1,", "3,", "4", "--upto", "5"], 2),
        ("a set the shell spread ({1,3,4} unquoted)", b"", None, r'unexpected argument "3" after --subtract 1: a value '
         r'is one word, no spaces in a set \(--subtract 1,3,4\) ' + usage, ["--subtract", "1", "3", "4"], 2),
        ("--opt=value", b"", "0: 0 1 2 0 1 2\nperiod 3 from heap 0 (certified by g(0..5): a window of the "
         "largest move); largest value 2, first at heap 2\n", None, ["--subtract=1,2", "--upto=5"]),
        ("--octal=0.07 after --upto", b"", None, None, ["--upto", "12", "--octal=0.07"]),
        ("an option as a value", b"", None, r"--octal needs a value " + usage, ["--octal", "--upto", "10"], 2),
        ("a switch given a value", b"", None, r"--summary takes no value " + usage,
         ["--octal", "0.07", "--upto", "10", "--summary=yes"], 2),
        ("--upto 1e6", b"", None, r'--upto: expected an integer, got "1e6" ' + usage, ["--octal", "0.07", "--upto", "1e6"], 2),
        ("--upto= without a value", b"", None, r"--upto needs a value " + usage, ["--octal", "0.07", "--upto="], 2),
        ("empty member", b"", None, r'empty member in --subtract "1,,2" ' + usage, ["--subtract", "1,,2"], 2),
        ("--upto without a value", b"", None, r"--upto needs a value " + usage, ["--octal", "0.7", "--upto"], 2),
        ("--upto with --move", b"", None, r"--upto prints a table; --move and --range go with positions " + usage,
         ["--octal", "0.7", "--upto", "5", "--move"], 2),
        ("--summary without --upto", b"", None, r"--summary, --row, --svg, --values and --rules go with --upto " + usage,
         ["--octal", "0.7", "--summary"], 2),
        ("code with a lowercase letter", b"", None, r"--code 4!\.0x: 'x' is not a code digit \(0-9, capitals A-Z.*\(at character 5\) " + usage,
         ["--code", "4!.0x", "--upto", "5"], 2),
        ("code with a bad character", b"", None, r"--code 0\.7#: '#' is not a code digit .*\(at character 4\) " + usage,
         ["--code", "0.7#", "--upto", "3"], 2),
        ("code that adds tokens", b"", None, r"--code 12\.3: one digit before the point .*\(at character 2\) " + usage,
         ["--code", "12.3", "--upto", "3"], 2),
        ("loopy code", b"", None, r"--code 2\.7: .*loopy.*\(at character 1\) " + usage, ["--code", "2.7"], 2),
        ("code without a point", b"", None, r"--code 77: .*\(at character 2\) " + usage, ["--code", "77"], 2),
        ("unclosed brace", b"", None, r"--code 0\.\{2: a '\{' without its '\}' \(at character 3\) " + usage,
         ["--code", "0.{2"], 2),
        ("code and octal together", b"", None, r"name exactly one game .* " + usage,
         ["--code", "0.F", "--octal", "0.7", "--upto", "3"], 2),
        ("code: Nim as a repeating tail", b"3 5\n", "6 move heap 2: 5 -> 3\n", None, ["--code", "0.[3]", "--move"]),
        ("code: a move into three heaps past 300 tokens is refused before its line", b"5\n301\n",
         "1 move heap 1: 5 -> 4\n", r"line 2: a winning move is searched split by split, in heaps up to 300 .*heap 301",
         ["--code", "0.F", "--move"]),
        ("--values: the bare table", b"", "0\n1\n0\n1\n2\n", None, ["--subtract", "1,3,4", "--upto", "4", "--values"]),
        ("--values with --summary", b"", None, r"--values prints the bare table: no --summary, --row, --svg or --rules " + usage,
         ["--octal", "0.77", "--upto", "5", "--values", "--summary"], 2),
        ("--values without --upto", b"", None, r"--summary, --row, --svg, --values and --rules go with --upto " + usage,
         ["--octal", "0.77", "--values"], 2),
        ("--rules with --turning", b"", None, r"--values and --rules go with heap games in normal play " + usage,
         ["--turning", "any:3", "--upto", "5", "--rules"], 2),
        ("--rules: the finder's rules when nothing is proved", b"", None, None, ["--grundys-game", "--upto", "300", "--rules"]),
        ("all-but: a heap of 10^18 through the certified arithmetic period", b"1000000000000000000 5\n",
         "500000000000000003 move heap 1: 1000000000000000000 -> 7\n", None, ["--subtract-all-but", "2,3", "--move"]),
        ("--svg without --upto", b"", None, r"--summary, --row, --svg, --values and --rules go with --upto " + usage,
         ["--code", "0.F", "--svg", "/dev/null"], 2),
        ("--svg to a folder that does not exist", b"", None,
         r"--svg /nonexistent-nimkit/x\.svg: cannot write: No such file or directory " + usage,
         ["--octal", "0.77", "--upto", "5", "--svg", "/nonexistent-nimkit/x.svg"], 2),
        ("turning: a bad rule", b"", None, r"--turning any:x: .* " + usage, ["--turning", "any:x"], 2),
        ("turning: a coin given twice", b"3 5\n5 3 5\n", "12\n", r"line 2: .*", ["--turning", "any:3"]),
        ("turning: coin 0", b"3\n0\n", "4\n", r"line 2: .*", ["--turning", "any:3"]),
        ("turning: beyond 2^63", b"9223372036854775809\n", "", r'line 1: a coin position "9223372036854775809" is too large',
         ["--turning", "run"]),
        # any:6 outgrows the table's room at position 87, through the same refusal as any:5 at 444
        # (4.7 s of CPU under ASan against 0.5 s).
        ("turning: a table without a closed form past its memory", b"", None, r"--upto 1000: any:6 has no closed form .* " + usage,
         ["--turning", "any:6", "--upto", "1000"], 2),
        ("take-away: R = 0", b"", None, r"--take-away 0: R is at least 1 " + usage, ["--take-away", "0"], 2),
        ("take-away: heap 0", b"5\n0\n", "0\n", r"line 2: a heap size must be at least 1, got 0", ["--take-away", "2"]),
        ("take-away: a ratio whose runs do not fit", b"", None, r"--take-away 1000000000: .*2\^20 runs.* " + usage,
         ["--take-away", "1000000000"], 2),
        ("take-away: 10^18", b"1000000000000000000\n", "1 move take 2\n", None, ["--take-away", "2", "--move"]),
        ("take-away with --svg", b"", None, r"--range, --svg and --summary go with heap games.* " + usage,
         ["--take-away", "2", "--upto", "9", "--svg", "/dev/null"], 2),
        ("--upto beyond the engine", b"", None, r'--upto 4294967294 is too large \(at most 4294967293\) ' + usage,
         ["--octal", "0.7", "--upto", "4294967294"], 2),
        ("misere: kayles' notation, zeros and blank lines", b"[2,9]\n\n2,9\n0 0\n[]\n1\n", "1\n1\n1\n1\n0\n", None,
         ["--octal", "0.77", "--misere"]),
        ("misere: a heap past --range", b"2\n13\n", "0\n",
         r"line 2: heap 13 is beyond the misere quotient's heaps \(--range 12; it is not complete by then\)$",
         ["--octal", "0.07", "--misere", "--range", "12"]),
        ("misere: a heap past where --max-order stops the quotient", b"2 2\n30\n", "1\n",
         r"line 2: heap 30: the misere quotient stopped at heap \d+ \(its quotient passed 10 elements\)$",
         ["--octal", "0.07", "--misere", "--max-order", "10"], 3),
        ("misere: the table stops at --max-order, prints what it proved and says where", b"",
         "quotient of order 6 for heaps 1..9, tame (every position plays as misere Nim of its Grundy values); P-portion "
         "of 2, proved heap by heap (3 new presentations, 6 trials)\ngenerators: a = heap 2, b = heap 4\n"
         "relations: a^2 = 1, b^3 = b\nP-portion: a, b^2\nheap: element\n1: 1\n2: a\n3: a\n4: b\n5: 1\n6: ab\n7: a\n"
         "8: a\n9: 1\n", r"stopped at heap 10 of 20: its quotient passed 10 elements$",
         ["--octal", "0.07", "--misere", "--upto", "20", "--max-order", "10"], 3),
        ("misere: --seconds 0 stops the table at once", b"", "quotient of order 1 for heaps 1..0, tame (every position "
         "plays as misere Nim of its Grundy values); P-portion of 0, proved heap by heap (0 new presentations, 0 trials)\n"
         "P-portion: none\n", r"stopped at heap 1 of 100: time: 0 s \(the quotient of the heaps before has order 1\)$",
         ["--octal", "0.07", "--misere", "--upto", "100", "--seconds", "0", "--summary"], 3),
        ("misere: --upto with --move", b"", None, r"--upto prints the quotient; --move and --range go with positions " + usage,
         ["--octal", "0.07", "--misere", "--upto", "9", "--move"], 2),
        ("misere: --upto past 10^18", b"", None, r'--upto 1000000000000000001 is too large \(at most 1000000000000000000\) ' + usage,
         ["--octal", "0.07", "--misere", "--upto", "1000000000000000001"], 2),
        ("misere: Kayles complete, --upto 10^18 stops at the certificate", b"",
         "quotient of order 40 for every heap: heap elements periodic, period 12 from heap 71 (certified by heaps 1..167), "
         "wild; P-portion of 9, proved heap by heap (7 new presentations, 8 trials)\n"
         "P-portion: a, d, e, ade, ac, b^2, ac^2, ad^2, adf\n", None,
         ["--octal", "0.77", "--misere", "--upto", "1000000000000000000", "--summary"]),
        # the moves: the first winning option in grundy's order, found again by Sibert-Conway's rule (kayles.hpp)
        ("misere: a complete quotient answers heaps to 10^18", b"1000000000000000000\n999999999999999999 5\n0\n",
         "1 move heap 1: 1000000000000000000 -> 1 999999999999999997\n1 move heap 1: 999999999999999999 -> 3 999999999999999995\n1 no move\n",
         None, ["--octal", "0.77", "--misere", "--move"]),
        ("misere: a code that leaves three heaps", b"", None, r"--misere: --code 0\.F leaves three or more heaps .*" + usage,
         ["--code", "0.F", "--misere", "--upto", "5"], 2),
        ("misere: coin turning", b"", None, r"--misere takes --octal, --code, .* " + usage, ["--turning", "any:3", "--misere"], 2),
        ("misere: --row", b"", None, r"--row and --svg go with normal play " + usage,
         ["--octal", "0.07", "--misere", "--upto", "5", "--row", "3"], 2),
        ("misere: --summary without --upto", b"", None, r"--summary goes with --upto " + usage,
         ["--octal", "0.07", "--misere", "--summary"], 2),
        ("misere: a heap past where --max-positions stops the quotient", b"2 2\n30\n", "1\n",
         r"line 2: heap 30: the misere quotient stopped at heap \d+ \(memory: its proof remembered 500 positions\)$",
         ["--octal", "0.07", "--misere", "--max-positions", "500"], 3),
        ("misere: a heap past where --max-memory stops the quotient", b"2 2\n30\n", "1\n",
         r"line 2: heap 30: the misere quotient stopped at heap \d+ \(memory: it needed more than 1 MiB\)$",
         ["--octal", "0.07", "--misere", "--max-memory", "1"], 3),
        ("--max-order without --misere", b"", None,
         r"--max-order, --seconds, --max-positions and --max-memory go with --misere " + usage,
         ["--octal", "0.07", "--max-order", "5"], 2),
        ("--all without --misere", b"", None, r"--all goes with --misere --upto " + usage,
         ["--octal", "0.07", "--upto", "5", "--all"], 2),
        ("misere: --all without --upto", b"", None, r"--all goes with --misere --upto " + usage,
         ["--octal", "0.07", "--misere", "--all"], 2),
        ("misere: --max-order 0", b"", None, r"--max-order 0 holds nothing " + usage,
         ["--octal", "0.07", "--misere", "--max-order", "0", "--upto", "5"], 2),
        ("--threads 0", b"", None, r"--threads 0: at least one " + usage, ["--octal", "0.6", "--threads", "0", "--upto", "5"], 2),
        ("--threads 3", b"", None, r'--threads 3 is too large \(at most 2\) ' + usage, ["--octal", "0.6", "--threads", "3", "--upto", "5"], 2),
        ("--threads x", b"", None, r"--threads: expected an integer, got \"x\" " + usage, ["--grundys-game", "--threads", "x", "--upto", "5"], 2),
        ("--threads 2 with a small table", b"", "0: 0 0 0 1 0 2 1 0 2 1\nno period certified up to 9; largest value 2, "
         "first at heap 5\n", None, ["--grundys-game", "--threads", "2", "--upto", "9", "--row", "10"]),
    ] + _named_set_rows(usage)


ROWS = _rows()

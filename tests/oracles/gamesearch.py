"""The search and the input layouts every oracle in this folder shares.

wins_search(options, misere=False) -> wins(position): True iff the player to
    move wins, by the definition alone: a position is won iff some option is
    lost; a position without options is lost (normal play) or won (misere play:
    the other side made the last move). Memoised, and iterative (an explicit
    stack), so a long game does not reach Python's recursion limit.
grundy_search(options) -> value(position): the Grundy value by the mex rule,
    value = mex{value(option)}; memoised and iterative too.
mex(values): the least non-negative integer not among values.
layout(rng, lines) -> bytes: lines of tokens as judge input, in whitespace
    chosen at random (spaces, tabs, numbers split over lines, blank lines, CRLF,
    trailing blanks, no final newline, leading blank lines).

options(position) lists the positions one move can reach, each hashable (sort
what is a multiset, so equal positions meet in the memo). A game with a cycle
is an error (ValueError), not an endless search.

An oracle imports this as `import gamesearch`: run as a script its own folder
is on sys.path; tests/oracle_test.py puts the folder there before loading one.
"""


def wins_search(options, misere=False):
    """wins(position) for the game whose moves are options(position)."""
    memo = {}

    def wins(start):
        if start in memo:
            return memo[start]
        # A frame: [position, its options still to try, the option being searched, any option seen].
        stack, open_ = [[start, iter(options(start)), None, False]], {start}
        while stack:
            frame = stack[-1]
            verdict = None
            if frame[2] is not None and not memo[frame[2]]:
                verdict = True  # the option just searched is lost for the opponent
            else:
                for after in frame[1]:
                    frame[3] = True
                    known = memo.get(after)
                    if known is None:
                        if after in open_:
                            raise ValueError("the game has a cycle through %r" % (after,))
                        frame[2] = after
                        stack.append([after, iter(options(after)), None, False])
                        open_.add(after)
                        break
                    if not known:
                        verdict = True
                        break
                else:
                    verdict = misere and not frame[3]  # no option lost for the opponent
            if verdict is not None:
                memo[frame[0]] = verdict
                open_.discard(frame[0])
                stack.pop()
        return memo[start]

    return wins


def grundy_search(options):
    """value(position): the Grundy value, the mex of the values of options(position)."""
    memo = {}

    def value(start):
        if start in memo:
            return memo[start]
        # A frame: [position, its options still to try, the values seen, the option being searched].
        stack, open_ = [[start, iter(options(start)), set(), None]], {start}
        while stack:
            frame = stack[-1]
            if frame[3] is not None:
                frame[2].add(memo[frame[3]])
                frame[3] = None
            for after in frame[1]:
                known = memo.get(after)
                if known is None:
                    if after in open_:
                        raise ValueError("the game has a cycle through %r" % (after,))
                    frame[3] = after
                    stack.append([after, iter(options(after)), set(), None])
                    open_.add(after)
                    break
                frame[2].add(known)
            else:
                memo[frame[0]] = mex(frame[2])
                open_.discard(frame[0])
                stack.pop()
        return memo[start]

    return value


def mex(values):
    """The least non-negative integer not in values."""
    seen = set(values)
    v = 0
    while v in seen:
        v += 1
    return v


SEPARATORS = [" ", " ", " ", "  ", "\t", "\n", " \n", "\r\n", " \r\n", "\n\n"]  # between tokens of a line
LINE_ENDS = ["\n", "\n", "\n", "\r\n", "\r\n", "\n\n", " \n", "\t\n", "\r\n\r\n", " "]  # after a line
BLANKS = [" ", " ", "  ", "\t"]  # between tokens when lines matter
LEADING = ["\n", "\r\n", " ", "\n\n"]


def layout(rng, lines, line_based=False):
    """lines: a list of lines, each a list of tokens (numbers or strings) or one token.

    Each line's tokens are set apart by one separator for the whole line or a
    separator drawn for each gap; a line ends with some newline (or, in a
    token format, sometimes only a space, joining it to the next). With
    line_based (a format whose lines are its records) no separator or end
    joins or splits lines. Sometimes the input starts with blank lines or
    blanks, sometimes it has no final newline."""
    seps = BLANKS if line_based else SEPARATORS
    ends = [e for e in LINE_ENDS if "\n" in e] if line_based else LINE_ENDS
    out = [rng.choice(LEADING)] if rng.random() < 0.1 else []
    for line in lines:
        tokens = [str(t) for t in line] if isinstance(line, (list, tuple)) else [str(line)]
        if rng.random() < 0.5:
            out.append(rng.choice(seps).join(tokens))
        else:
            out.append("".join(t + rng.choice(seps) for t in tokens[:-1]) + "".join(tokens[-1:]))
        out.append(rng.choice(ends))
    text = "".join(out)
    if rng.random() < 0.2:
        text = text.rstrip()  # no final newline
    return text.encode()

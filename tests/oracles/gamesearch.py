"""The search and the input layouts every oracle in this folder shares.

wins_search(options, misere=False) -> wins(position): True iff the player to
    move wins, by the definition alone: a position is won iff some option is
    lost; a position without options is lost (normal play) or won (misere play:
    the other side made the last move). Memoised, and iterative (an explicit
    stack), so a long game does not reach Python's recursion limit.
grundy_search(options) -> value(position): the Grundy value by the mex rule,
    value = mex{value(option)}; memoised and iterative too (both are _search).
mex(values): the least non-negative integer not among values.
layout(rng, lines, line_based=False) -> bytes: lines of tokens as judge input,
    in whitespace chosen at random (spaces, tabs, numbers split over lines,
    lines joined, blank lines, CRLF, trailing blanks, no final newline, leading
    blank lines; with line_based, lines stay lines).

options(position) lists the positions one move can reach, each hashable (sort
what is a multiset, so equal positions meet in the memo). A game with a cycle
is an error (ValueError), not an endless search.

An oracle imports this as `import gamesearch`: run as a script its own folder
is on sys.path; tests/oracle_test.py puts the folder there before loading one.
"""


def wins_search(options, misere=False):
    """wins(position) for the game whose moves are options(position)."""
    # What the options taken in so far are for the opponent: 0 none yet (no move),
    # 1 all won, 2 one lost (the position is won; its other options are not searched).
    def add(so_far, opponent_wins):
        return 1 if opponent_wins else 2

    def result(so_far):
        return so_far == 2 or (so_far == 0 and misere)

    return _search(options, lambda: 0, add, lambda so_far: so_far == 2, result)


def grundy_search(options):
    """value(position): the Grundy value, the mex of the values of options(position)."""
    def add(seen, v):
        seen.add(v)
        return seen
    return _search(options, set, add, lambda seen: False, mex)


def _search(options, first, add, done, result):
    """value(position) = result(so_far), where so_far starts as first() and takes in the
    value of each option in turn, so_far = add(so_far, value(option)), until done(so_far)
    or no option is left. Memoised; an explicit stack instead of recursion."""
    memo = {}

    def value(start):
        if start in memo:
            return memo[start]
        # A frame: [position, its options not yet taken in, so far, the option being searched].
        stack, open_ = [[start, iter(options(start)), first(), None]], {start}
        while stack:
            frame = stack[-1]
            position, moves, so_far, searched = frame
            if searched is not None:
                so_far = frame[2] = add(so_far, memo[searched])
            deeper = None
            if not done(so_far):
                for after in moves:
                    if after not in memo:
                        deeper = after
                        break
                    so_far = frame[2] = add(so_far, memo[after])
                    if done(so_far):
                        break
            if deeper is None:
                memo[position] = result(so_far)
                open_.discard(position)
                stack.pop()
            elif deeper in open_:
                raise ValueError("the game has a cycle through %r" % (deeper,))
            else:
                frame[3] = deeper
                stack.append([deeper, iter(options(deeper)), first(), None])
                open_.add(deeper)
        return memo[start]

    return value


def mex(values):
    """The least non-negative integer not in values."""
    seen = set(values)
    v = 0
    while v in seen:
        v += 1
    return v


def xor_of(g, places):
    """g[p] xored over the places (the value of a sum of positions)."""
    v = 0
    for p in places:
        v ^= g[p]
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

#!/usr/bin/env python3
"""Functions of lib/nimkit/*.hpp longer than LIMIT lines (default 50), from the
line of the opening brace of the body to its closing brace, both counted.
A body is a '{' whose statement so far has a ')' and is not a control
statement, class, namespace, enum or initializer; lambdas and local classes count
inside their function. Comments and string literals are skipped.

Exit status 1 when it lists any (the ctest long-functions), else 0.

usage: tests/long_functions.py [--limit N] [--exclude GLOB]... [FILE]...
"""
import fnmatch
import glob
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOT_FUNCTION = re.compile(r"^\s*(if|for|while|switch|do|else|try|catch|struct|class|union|namespace|enum|return)\b")


def strip(text):
    """The text with comments, string and character literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(c + re.sub(r"[^\n]", " ", text[i + 1:j]) + c)
            i = j + 1
        else:
            out.append(c)
            i += 1
    return "".join(out)


def functions(path):
    """(name, first line, last line) of each outermost function body in the file."""
    text = strip(open(path, encoding="utf-8").read())
    text = re.sub(r"(?m)^[ \t]*#.*(?:\\\n.*)*$", lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)  # directives
    found, stack, statement, line = [], [], "", 1
    for c in text:
        if c == "\n":
            line += 1
        if c == "{":
            head = statement.strip()
            inside = any(kind == "function" for kind, _, _ in stack)
            if not inside and "(" in head and ")" in head and not NOT_FUNCTION.match(head) and not head.endswith("="):
                name = re.findall(r"([~\w:]+(?:operator\S*)?)\s*\(", head)
                stack.append(("function", name[0] if name else "?", line))
            else:
                stack.append(("block", "", line))
            statement = ""
        elif c == "}":
            if stack:
                kind, name, start = stack.pop()
                if kind == "function":
                    found.append((name, start, line))
            statement = ""
        elif c == ";":
            statement = ""
        else:
            statement += c
    return found


def main(argv):
    limit, exclude, files = 50, [], []
    i = 0
    while i < len(argv):
        if argv[i] == "--limit":
            limit = int(argv[i + 1])
            i += 2
        elif argv[i] == "--exclude":
            exclude.append(argv[i + 1])
            i += 2
        elif argv[i] in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        else:
            files.append(argv[i])
            i += 1
    files = files or sorted(glob.glob(os.path.join(ROOT, "lib", "nimkit", "*.hpp")))
    rows = []
    for path in files:
        if any(fnmatch.fnmatch(os.path.basename(path), g) for g in exclude):
            continue
        for name, first, last in functions(path):
            if last - first + 1 > limit:
                rows.append((last - first + 1, os.path.relpath(path, ROOT), first, name))
    for length, path, first, name in sorted(rows, reverse=True):
        print("%4d  %s:%d  %s" % (length, path, first, name))
    print("%d functions over %d lines" % (len(rows), limit))
    return 1 if rows else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

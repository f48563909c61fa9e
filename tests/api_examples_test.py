#!/usr/bin/env python3
"""The examples of the API reference compile and run, so they cannot rot.

Every docs/api/<header>.md names its header in its first line
(`# nimkit/<header>.hpp`) and holds examples as ```cpp blocks. A block is the
body of a function: its `#include` lines are hoisted, the rest becomes
`static void example_N()`; one program per page calls every example in order
and must exit 0 (examples check their claims with assert, and NDEBUG is never
set here). Each page's program is checked alone with g++ -std=c++11 -Wall -Wextra
-pedantic -Werror -I lib -fsyntax-only (its own #includes suffice); then one program
holding every page's examples, each page in a namespace, is compiled (-O0, -pthread)
and run, so the headers are compiled once. Also: every public header of lib/nimkit (not internal_*) has a
page, every page links docs/theory.md or says why not, and every page has at
least one example. And README.md's ```cpp snippet compiles with its own
#includes alone and runs (default run only).

usage: tests/api_examples_test.py [PAGE.md ...]   (default: every page)
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
API = os.path.join(ROOT, "docs", "api")


def parts(page_text):
    """(its #include lines, its examples as functions example_0.., their calls, how many)."""
    blocks = re.findall(r"```cpp\n(.*?)```", page_text, re.S)
    includes, bodies = ["#include <cassert>"], []
    for block in blocks:
        body = []
        for line in block.splitlines():
            if line.startswith("#include"):
                if line not in includes:
                    includes.append(line)
            else:
                body.append("    " + line if line else "")
        bodies.append("\n".join(body))
    functions = "".join("static void example_%d() {\n%s\n}\n\n" % (k, body) for k, body in enumerate(bodies))
    calls = "".join("    example_%d();\n" % k for k in range(len(bodies)))
    return includes, functions, calls, len(blocks)


def program(page_text):
    includes, functions, calls, count = parts(page_text)
    return "\n".join(includes) + "\n\n" + functions + "int main() {\n" + calls + "    return 0;\n}\n", count


def combined(texts):
    """One program running every page's examples, each page in a namespace of its own, so the
    headers are compiled once (each page alone is compiled -fsyntax-only: its own #includes suffice)."""
    includes, body, calls = ["#include <cstdio>"], "", ""
    for k, (name, text) in enumerate(texts):
        inc, functions, page_calls, _ = parts(text)
        includes += [i for i in inc if i not in includes]
        body += "namespace page_%d {\n%s}  // namespace page_%d\n\n" % (k, functions, k)
        calls += '    std::fputs("%s\\n", stderr);\n' % name + page_calls.replace("example_", "page_%d::example_" % k)
    return "\n".join(includes) + "\n\n" + body + "int main() {\n" + calls + "    return 0;\n}\n"


COMPILE = ["g++", "-std=c++11", "-O0", "-Wall", "-Wextra", "-pedantic", "-Werror", "-I", os.path.join(ROOT, "lib")]


def check_page(path, tmp):
    text = open(path, encoding="utf-8").read()
    name = os.path.basename(path)
    problems = []
    first = text.splitlines()[0] if text else ""
    m = re.match(r"# nimkit/(\w+\.hpp)", first)
    if not m or not os.path.exists(os.path.join(ROOT, "lib", "nimkit", m.group(1))):
        return ["%s: the first line must be '# nimkit/<header>.hpp' naming a header of lib/nimkit" % name]
    if "theory.md" not in text:
        problems.append("%s: no link to docs/theory.md" % name)
    src, count = program(text)
    if count == 0:
        return problems + ["%s: no ```cpp example" % name]
    cpp = os.path.join(tmp, name + ".cpp")
    with open(cpp, "w") as f:
        f.write(src)
    p = subprocess.run(COMPILE + ["-fsyntax-only", cpp], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode:
        return problems + ["%s: examples do not compile:\n%s" % (name, p.stdout.decode(errors="replace")[-3000:])]
    print("%s: %d examples compile alone (-fsyntax-only)" % (name, count))
    return problems


def run_all(texts, tmp):
    """Every page's examples in one program, compiled (-O0, -Werror) and run; a list of failures."""
    cpp, exe = os.path.join(tmp, "all.cpp"), os.path.join(tmp, "all.bin")
    with open(cpp, "w") as f:
        f.write(combined(texts))
    # -pthread: sparse_grundy's second thread, where the C library wants it
    p = subprocess.run(COMPILE + [cpp, "-o", exe, "-pthread"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode:
        return ["the pages' examples together do not compile:\n%s" % p.stdout.decode(errors="replace")[-3000:]]
    r = subprocess.run([exe], stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    if r.returncode:
        pages = r.stderr.decode(errors="replace").split("\n")
        started = [x for x in pages if x.endswith(".md")]
        return ["%s: examples exit %d:\n%s%s" % (started[-1] if started else "?", r.returncode,
                                                 r.stdout.decode(errors="replace")[-2000:], "\n".join(pages[-20:]))]
    print("%d pages' examples compiled together and run" % len(texts))
    return []


def check_readme(tmp):
    """README.md's ```cpp snippet compiles (-Werror, C++11) with its own #includes alone and runs, with
    `piles` declared as its comment says (a std::puts without <cstdio> once passed unseen)."""
    blocks = re.findall(r"```cpp\n(.*?)```", open(os.path.join(ROOT, "README.md"), encoding="utf-8").read(), re.S)
    if len(blocks) != 1 or "piles" not in blocks[0]:
        return ["README.md: expected one ```cpp snippet using piles, found %d" % len(blocks)]
    lines = blocks[0].splitlines()
    src = "\n".join(l for l in lines if l.startswith("#include")) + "\nint main() {\n" \
        "    std::vector<std::uint64_t> piles(3, 1);  // 1 1 1: the mover wins\n" + \
        "\n".join(l for l in lines if not l.startswith("#include")) + "\n}\n"
    cpp, exe = os.path.join(tmp, "readme.cpp"), os.path.join(tmp, "readme.bin")
    with open(cpp, "w") as f:
        f.write(src)
    p = subprocess.run(COMPILE + [cpp, "-o", exe], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    if p.returncode:
        return ["README.md's snippet does not compile alone:\n%s" % p.stdout.decode(errors="replace")[-2000:]]
    r = subprocess.run([exe], stdout=subprocess.PIPE)
    if r.returncode or r.stdout != b"Yes\n":
        return ["README.md's snippet on piles 1 1 1: exit %d, %r (expected Yes)" % (r.returncode, r.stdout)]
    print("README.md's snippet compiles alone and runs")
    return []


def main(pages):
    failures = []
    if not pages:
        with tempfile.TemporaryDirectory() as tmp:
            failures += check_readme(tmp)
        pages = sorted(p for p in glob.glob(os.path.join(API, "*.md")) if os.path.basename(p) != "README.md")
        documented = {os.path.basename(p)[:-3] for p in pages}
        for header in sorted(glob.glob(os.path.join(ROOT, "lib", "nimkit", "*.hpp"))):
            base = os.path.basename(header)[:-4]
            if not base.startswith("internal_") and base not in documented:
                failures.append("lib/nimkit/%s.hpp has no page docs/api/%s.md" % (base, base))
        index = open(os.path.join(API, "README.md"), encoding="utf-8").read()
        for base in sorted(documented):
            if "(%s.md)" % base not in index:
                failures.append("docs/api/README.md does not link %s.md" % base)
    bad_pages = 0
    with tempfile.TemporaryDirectory() as tmp:
        texts = []
        for page in pages:
            found = check_page(page, tmp)
            bad_pages += bool(found)
            failures += found
            if not found:
                texts.append((os.path.basename(page), open(page, encoding="utf-8").read()))
        if texts:
            ran = run_all(texts, tmp)
            bad_pages += bool(ran)
            failures += ran
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (len(pages) - bad_pages, len(failures) - 0 if failures else 0))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

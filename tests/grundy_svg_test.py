#!/usr/bin/env python3
"""grundy --svg: the picture is well-formed XML (an <svg> a browser opens), and
its points are the table: with up to 2000 heaps one dot per heap at the height
of g(n); beyond, one column per block of heaps spanning exactly the least to the
largest value of its heaps. Each dot or column says which heaps it draws
(data-heap), and its place on the page must match the plot box (x from 60 to
1060 for heaps 0..N, y from 430 down to 30 for values 0..largest). Rare heaps are
red exactly when a rare/common split holds; the certified or observed period is
marked from its first heap.

usage: tests/grundy_svg_test.py BIN_DIR
"""
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def table(grundy, args, n):
    out = subprocess.run([grundy] + args + ["--upto", str(n), "--row", "10"], stdout=subprocess.PIPE, check=True).stdout
    values = []
    for line in out.decode().splitlines():
        m = re.match(r"^\s*\d+:((?:\s+\d+)+)$", line)
        if m:
            values += [int(v) for v in m.group(1).split()]
    assert len(values) == n + 1, (args, n, len(values))
    return values, out.decode()


def check(grundy, args, n, tmp):
    failures = []
    path = os.path.join(tmp, "g.svg")
    p = subprocess.run([grundy] + args + ["--upto", str(n), "--summary", "--svg", path], stdout=subprocess.PIPE)
    if p.returncode:
        return ["%s: exit %d" % (args, p.returncode)]
    g, text = table(grundy, args, n)
    root = ET.parse(path).getroot()
    if root.tag != NS + "svg" or int(root.get("data-heaps")) != n + 1:
        return ["%s: not an svg of %d heaps" % (args, n + 1)]
    largest = max(1, max(g))
    x = lambda h: 60 + 1000.0 * h / (n or 1)
    y = lambda v: 30 + 400 - 400.0 * v / largest
    split = re.search(r"rare/common split: mask ([0-9a-f]+)", p.stdout.decode())
    mask = int(split.group(1), 16) if split else None
    points = root.find(NS + "g[@id='points']")
    covered = 0
    for el in points:
        first, last = map(int, el.get("data-heap").split(".."))
        lo, hi = int(el.get("data-min")), int(el.get("data-max"))
        block = g[first:last + 1]
        if first != covered or lo != min(block) or hi != max(block):
            failures.append("%s: heaps %d..%d drawn as %d..%d, the table says %d..%d" % (args, first, last, lo, hi,
                                                                                         min(block), max(block)))
            break
        covered = last + 1
        rare = mask is not None and any(bin(v & mask).count("1") % 2 == 0 for v in block)
        colour = el.get("fill") if el.tag == NS + "circle" else el.get("stroke")
        if (colour == "#d00000") != rare:
            failures.append("%s: heaps %d..%d coloured %s, rare: %s" % (args, first, last, colour, rare))
            break
        if el.tag == NS + "circle":
            ok = abs(float(el.get("cx")) - x(first)) < 0.01 and abs(float(el.get("cy")) - y(lo)) < 0.01
        else:
            ok = (abs(float(el.get("x1")) - x(first)) < 0.01 and abs(float(el.get("y1")) - (y(lo) + 0.5)) < 0.01
                  and abs(float(el.get("y2")) - (y(hi) - 0.5)) < 0.01)
        if not ok:
            failures.append("%s: heaps %d..%d drawn at the wrong place" % (args, first, last))
            break
    if covered != n + 1:
        failures.append("%s: %d heaps drawn, not %d" % (args, covered, n + 1))
    if (n + 1 <= 2000) != all(el.tag == NS + "circle" for el in points):
        failures.append("%s: dots and columns mixed up" % args)
    period = re.search(r"^period (\d+) from heap (\d+)", text, re.M)
    marked = root.find(NS + "g[@id='period']")
    if bool(period) != (marked is not None) or (period and (marked.get("data-period"), marked.get("data-start"))
                                                != period.groups()):
        failures.append("%s: the certified period is not marked as the table states it" % args)
    ap = re.search(r"^arithmetic period (\d+) saltus (\d+) from heap (\d+)", text, re.M)
    marked = root.find(NS + "g[@id='arithmetic-period']")
    if bool(ap) != (marked is not None):
        failures.append("%s: the observed arithmetic period is not marked" % args)
    return failures


def main(bin_dir):
    grundy = os.path.join(bin_dir, "grundy")
    cases = [(["--octal", "0.77"], 300), (["--octal", "0.137"], 2000), (["--grundys-game"], 50000),
             (["--subtract-all-but", "1,3"], 400), (["--code", "0.[3]"], 100), (["--octal", "0.6"], 20000),
             (["--subtract", "1,3,4"], 2001)]
    failures, bad = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for args, n in cases:
            found = check(grundy, args, n, tmp)
            bad += bool(found)
            failures += found
    for f in failures:
        print("FAIL " + f)
    print("%d passed, %d failed" % (len(cases) - bad, bad))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

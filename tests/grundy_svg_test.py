#!/usr/bin/env python3
"""grundy --svg: the picture is well-formed XML (an <svg> a browser opens), and
its points are the table: with up to 2000 heaps one dot per heap at the height
of g(n); beyond, one column per block of heaps spanning exactly the least to the
largest value of its heaps. Each dot or column says which heaps it draws
(data-heap), and its place on the page must match the plot box (x from 60 to
1060 for heaps 0..N, y from 430 down to 30 for values 0..largest). Rare heaps are
red exactly when a rare/common split holds; the certified or observed period is
marked from its first heap; a legend below the axis says what red, the grey
shading and the dashed line mean, and no text is written over the plot box.

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
    # The legend says what the colours mean, below the axis: red = rare heaps, grey = the period,
    # dashed = an arithmetic period; nothing written over the plot box (60..1060 x 30..430).
    legend = root.find(NS + "g[@id='legend']")
    words = " ".join(t.text for t in legend.iter(NS + "text")) if legend is not None else ""
    want = []
    if mask is not None:
        want.append("red: rare heaps (g & %x has an even number of 1 bits)" % mask)
    if period:
        want.append("grey: period %s from heap %s (certified)" % period.groups())
    if ap:
        want.append("dashed: arithmetic period %s saltus %s from heap %s" % ap.groups())
    for w in want:
        if w not in words:
            failures.append("%s: the legend lacks %r (it says %r)" % (args, w, words))
    if bool(want) != (legend is not None):
        failures.append("%s: a legend with nothing to say, or none where one is owed" % args)
    for group in root.iter(NS + "g"):
        m = re.match(r"translate\(([\d.]+) ([\d.]+)\)", group.get("transform", ""))
        if m and float(m.group(2)) <= 430:
            failures.append("%s: a legend item over the plot box" % args)
    for t in root.iter(NS + "text"):
        if t.get("x") is None or t.get("transform") or t.get("y") is None:
            continue
        if any(t in g.iter() for g in root.iter(NS + "g") if g.get("transform")):
            continue  # legend items are placed by their group (checked above)
        x, y = float(t.get("x")), float(t.get("y"))
        if 60 < x < 1060 and 30 < y < 430:
            failures.append("%s: text %r written over the plot box" % (args, t.text))
    return failures


def main(bin_dir):
    grundy = os.path.join(bin_dir, "grundy")
    cases = [(["--octal", "0.77"], 300), (["--octal", "0.137"], 2000), (["--grundys-game"], 50000),
             (["--subtract-all-but", "1,3"], 400), (["--code", "0.[3]"], 100), (["--octal", "0.6"], 20000),
             (["--octal", "4.7"], 100),
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

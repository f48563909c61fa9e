// nimkit's driver for CGSuite's engine (our own code, not CGSuite's): it builds the positions of
// tests/bench/partizan_bench.cpp - Domineering rectangles, Toads and Frogs rows, random sums -
// as nimkit's PartizanExplorer does (a value per whole position, a table per component, a
// position the sum of its components), through CanonicalShortGameOps.constructFromOptions and
// add, and prints the same lines: the name, a 64-bit hash of the canonical form (number: its
// numerator and exponent; otherwise its options' hashes, sorted, Left's then Right's) and the
// seconds since the start. It lives in CGSuite's package because the engine's methods are
// package-private. Built and run by scripts/bench --partizan only.
package org.cgsuite.core;

import java.io.BufferedReader;
import java.io.FileReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;

public final class NimkitBenchDriver {
    interface Rules {
        List<String> options(String p, boolean left);
        List<String> components(String p);
    }

    static final class Domineering implements Rules {
        static int width(String p) {
            int s = p.indexOf('/');
            return s < 0 ? p.length() : s;
        }
        public List<String> options(String p, boolean left) {
            List<String> out = new ArrayList<>();
            int w = width(p), step = left ? w + 1 : 1;
            for (int i = 0; i + step < p.length(); i++)
                if (p.charAt(i) == '.' && p.charAt(i + step) == '.') {
                    char[] b = p.toCharArray();
                    b[i] = b[i + step] = '#';
                    out.add(new String(b));
                }
            return out;
        }
        public List<String> components(String p) {
            int w = width(p), stride = w + 1, n = p.length();
            int[] seen = new int[n];
            int[] queue = new int[n];
            List<String> out = new ArrayList<>();
            for (int s = 0; s < n; s++) {
                if (p.charAt(s) != '.' || seen[s] != 0) continue;
                int id = s + 1, len = 1;
                queue[0] = s;
                seen[s] = id;
                int top = n, bottom = 0, lo = w, hi = 0;
                for (int k = 0; k < len; k++) {
                    int i = queue[k], r = i / stride, c = i % stride;
                    top = Math.min(top, r);
                    bottom = Math.max(bottom, r);
                    lo = Math.min(lo, c);
                    hi = Math.max(hi, c);
                    int[] next = {c > 0 ? i - 1 : n, i + 1, i >= stride ? i - stride : n, i + stride};
                    for (int j : next)
                        if (j < n && p.charAt(j) == '.' && seen[j] == 0) {
                            seen[j] = id;
                            queue[len++] = j;
                        }
                }
                if (len == 1) continue;
                StringBuilder piece = new StringBuilder();
                for (int r = top; r <= bottom; r++) {
                    if (r > top) piece.append('/');
                    for (int c = lo; c <= hi; c++) piece.append(seen[r * stride + c] == id ? '.' : '#');
                }
                out.add(piece.toString());
            }
            if (out.isEmpty()) out.add(".");
            return out;
        }
    }

    static final class ToadsFrogs implements Rules {
        static String normalise(String row) {
            int begin = 0, end = row.length();
            while (begin < end && row.charAt(begin) == 'F') ++begin;
            while (end > begin && row.charAt(end - 1) == 'T') --end;
            return row.substring(begin, end);
        }
        public List<String> options(String p, boolean left) {
            List<String> out = new ArrayList<>();
            char mine = left ? 'T' : 'F', theirs = left ? 'F' : 'T';
            int n = p.length(), dir = left ? 1 : -1;
            for (int i = 0; i < n; i++) {
                if (p.charAt(i) != mine) continue;
                int to = i + dir;
                if (to >= 0 && to < n && p.charAt(to) == theirs) to += dir;
                if (to >= 0 && to < n && p.charAt(to) == '.') {
                    char[] b = p.toCharArray();
                    b[i] = '.';
                    b[to] = mine;
                    out.add(normalise(new String(b)));
                }
            }
            return out;
        }
        public List<String> components(String p) { return java.util.Collections.singletonList(p); }
    }

    // PartizanExplorer: the value of a position is the sum of its components' values
    static final class Explorer {
        final Rules rules;
        final HashMap<String, java.lang.Integer> seen = new HashMap<>(), table = new HashMap<>();
        Explorer(Rules rules) { this.rules = rules; }

        int value(String p) {
            java.lang.Integer got = seen.get(p);
            if (got != null) return got;
            List<String> parts = rules.components(p);
            int sum = CanonicalShortGameOps.ZERO_ID;
            for (String c : parts) sum = CanonicalShortGameOps.add(sum, componentValue(c, parts.size() == 1 && c.equals(p)));
            seen.put(p, sum);
            return sum;
        }
        int componentValue(String c, boolean whole) {
            java.lang.Integer got = table.get(c);
            if (got != null) return got;
            if (!whole) return value(c);
            List<String> lo = rules.options(c, true), ro = rules.options(c, false);
            int[] l = new int[lo.size()], r = new int[ro.size()];
            for (int i = 0; i < l.length; i++) l[i] = value(lo.get(i));
            for (int i = 0; i < r.length; i++) r[i] = value(ro.get(i));
            int g = CanonicalShortGameOps.constructFromOptions(l, r);
            table.put(c, g);
            return g;
        }
    }

    static long mix(long h, long x) {
        long z = (h ^ x) + 0x9e3779b97f4a7c15L;
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    static final HashMap<java.lang.Integer, Long> HASHES = new HashMap<>();

    static long hash(int g) {
        Long got = HASHES.get(g);
        if (got != null) return got;
        long h;
        if (CanonicalShortGameOps.isNumber(g)) {
            DyadicRationalNumber x = CanonicalShortGameOps.getNumberPart(g);
            h = mix(mix(mix(0, 1), x.num), x.exp);
        } else {
            int nl = CanonicalShortGameOps.getNumLeftOptions(g), nr = CanonicalShortGameOps.getNumRightOptions(g);
            long[] l = new long[nl], r = new long[nr];
            for (int i = 0; i < nl; i++) l[i] = hash(CanonicalShortGameOps.getLeftOption(g, i));
            for (int i = 0; i < nr; i++) r[i] = hash(CanonicalShortGameOps.getRightOption(g, i));
            Arrays.sort(l);
            Arrays.sort(r);
            h = mix(mix(0, 2), nl);
            for (long x : l) h = mix(h, x);
            h = mix(h, nr);
            for (long x : r) h = mix(h, x);
        }
        HASHES.put(g, h);
        return h;
    }

    static long start;

    static void report(String name, int g) {
        double s = (System.nanoTime() - start) / 1e9;
        System.out.printf("%s %016x %.3f%n", name, hash(g), s);
        System.out.flush();
    }

    public static void main(String[] args) throws IOException {
        start = System.nanoTime();
        CanonicalShortGameOps.reinit();
        String mode = args[0];
        if (mode.equals("domineering")) {
            int maxCells = java.lang.Integer.parseInt(args[1]);
            Explorer e = new Explorer(new Domineering());
            for (int cells = 2; cells <= maxCells; cells++)
                for (int rows = 1; rows <= cells; rows++) {
                    if (cells % rows != 0) continue;
                    int cols = cells / rows;
                    StringBuilder b = new StringBuilder();
                    for (int r = 0; r < rows; r++) {
                        if (r > 0) b.append('/');
                        for (int c = 0; c < cols; c++) b.append('.');
                    }
                    report(rows + "x" + cols, e.value(b.toString()));
                }
        } else if (mode.equals("toads")) {
            int maxLength = java.lang.Integer.parseInt(args[1]);
            Explorer e = new Explorer(new ToadsFrogs());
            for (int n = 3; n <= maxLength; n++)
                for (int t = 1; t + 2 <= n; t++)
                    for (int f = 1; t + f + 1 <= n; f++) {
                        String row = "T".repeat(t) + ".".repeat(n - t - f) + "F".repeat(f);
                        report(row, e.value(ToadsFrogs.normalise(row)));
                    }
        } else if (mode.equals("sums")) {
            // lines "g L1 L2 ... | R1 R2 ..." (indices of earlier games; game 0 is 0) and "s A B ..."
            List<java.lang.Integer> pool = new ArrayList<>();
            pool.add(CanonicalShortGameOps.ZERO_ID);
            int sums = 0;
            try (BufferedReader in = new BufferedReader(new FileReader(args[1]))) {
                for (String line; (line = in.readLine()) != null; ) {
                    String[] w = line.trim().split("\\s+");
                    if (w[0].equals("g")) {
                        List<java.lang.Integer> l = new ArrayList<>(), r = new ArrayList<>();
                        boolean right = false;
                        for (int i = 1; i < w.length; i++) {
                            if (w[i].equals("|")) right = true;
                            else (right ? r : l).add(pool.get(java.lang.Integer.parseInt(w[i])));
                        }
                        int[] la = l.stream().mapToInt(java.lang.Integer::intValue).toArray();
                        int[] ra = r.stream().mapToInt(java.lang.Integer::intValue).toArray();
                        pool.add(CanonicalShortGameOps.constructFromOptions(la, ra));
                    } else if (w[0].equals("s")) {
                        int g = CanonicalShortGameOps.ZERO_ID;
                        for (int i = 1; i < w.length; i++) g = CanonicalShortGameOps.add(g, pool.get(java.lang.Integer.parseInt(w[i])));
                        report("sum" + (++sums), g);
                    }
                }
            }
        }
    }
}

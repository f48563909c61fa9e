// nimkit's stand-in (our own code) for CGSuite's Scala DyadicRationalNumber: a dyadic rational
// num / 2^exp in lowest terms in a long, with the members CanonicalShortGameOps calls. Values
// outside a long's range are refused (ArithmeticException), never wrapped.
package org.cgsuite.core;

import java.math.BigInteger;

public class DyadicRationalNumber implements Comparable<DyadicRationalNumber> {
    final long num;
    final int exp;

    DyadicRationalNumber(long num, int exp) {
        while (exp > 0 && (num & 1L) == 0L) {
            num >>= 1;
            --exp;
        }
        this.num = num;
        this.exp = exp;
    }

    static DyadicRationalNumber of(long num, int exp) {
        return exp == 0 ? Integer.of(num) : new DyadicRationalNumber(num, exp);
    }

    public Integer numerator() { return Integer.of(num); }
    public int denominatorExponent() { return exp; }
    public boolean isInteger() { return exp == 0; }
    public boolean hasZeroDenominator() { return false; }

    private static long shifted(long n, int by) {
        if (by >= 63 || (by > 0 && (n > (Long.MAX_VALUE >> by) || n < (Long.MIN_VALUE >> by))))
            throw new ArithmeticException("dyadic rational out of the stand-in's range");
        return n << by;
    }

    public DyadicRationalNumber $plus(DyadicRationalNumber o) {
        int e = Math.max(exp, o.exp);
        return of(Math.addExact(shifted(num, e - exp), shifted(o.num, e - o.exp)), e);
    }
    public DyadicRationalNumber $minus(DyadicRationalNumber o) {
        int e = Math.max(exp, o.exp);
        return of(Math.subtractExact(shifted(num, e - exp), shifted(o.num, e - o.exp)), e);
    }
    public DyadicRationalNumber unary_$minus() { return of(Math.negateExact(num), exp); }
    public DyadicRationalNumber mean(DyadicRationalNumber o) {
        DyadicRationalNumber s = $plus(o);
        return of(s.num, s.exp + 1);
    }
    // r plus n / 2^exp: the next dyadic of the same denominator
    public DyadicRationalNumber step(Integer n) { return of(Math.addExact(num, n.num), exp); }
    public DyadicRationalNumber max(DyadicRationalNumber o) { return compareTo(o) >= 0 ? this : o; }
    public DyadicRationalNumber min(DyadicRationalNumber o) { return compareTo(o) <= 0 ? this : o; }
    public Integer floor() { return Integer.of(num >> exp); }
    public Integer ceiling() { return Integer.of(-((-num) >> exp)); }

    public int compareTo(DyadicRationalNumber o) {
        int e = Math.max(exp, o.exp);
        return Long.compare(shifted(num, e - exp), shifted(o.num, e - o.exp));
    }
    @Override public boolean equals(Object o) {
        return o instanceof DyadicRationalNumber && ((DyadicRationalNumber) o).num == num
            && ((DyadicRationalNumber) o).exp == exp;
    }
    @Override public int hashCode() { return Long.hashCode(num) * 31 + exp; }
    @Override public String toString() { return exp == 0 ? Long.toString(num) : num + "/" + (1L << exp); }

    static long exponentOf(BigInteger powerOfTwo) {
        if (powerOfTwo.signum() <= 0 || powerOfTwo.bitCount() != 1)
            throw new ArithmeticException("not a power of two: " + powerOfTwo);
        return powerOfTwo.getLowestSetBit();
    }
}

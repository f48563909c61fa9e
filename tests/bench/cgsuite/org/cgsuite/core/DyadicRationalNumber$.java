// nimkit's stand-in for the companion object of CGSuite's DyadicRationalNumber (its factories).
package org.cgsuite.core;

public final class DyadicRationalNumber$ {
    public static final DyadicRationalNumber$ MODULE$ = new DyadicRationalNumber$();

    // numerator / denominator, the denominator a power of two
    public DyadicRationalNumber apply(Integer numerator, Integer denominator) {
        long d = denominator.num;
        if (d <= 0 || (d & (d - 1)) != 0) throw new ArithmeticException("not a dyadic denominator: " + d);
        return DyadicRationalNumber.of(numerator.num, Long.numberOfTrailingZeros(d));
    }
    public DyadicRationalNumber minSmall() { return DyadicRationalNumber.of(-(1L << 31), 0); }
    public DyadicRationalNumber maxSmall() { return DyadicRationalNumber.of(1L << 31, 0); }
}

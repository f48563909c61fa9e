// nimkit's stand-in for CGSuite's Values: the constants CanonicalShortGameOps names.
package org.cgsuite.core;

public final class Values {
    private static final SmallInteger ZERO = new SmallInteger(0), ONE = new SmallInteger(1), MINUS_ONE = new SmallInteger(-1);
    public static SmallInteger zero() { return ZERO; }
    public static SmallInteger one() { return ONE; }
    public static SmallInteger negativeOne() { return MINUS_ONE; }
    public static DyadicRationalNumber positiveInfinity() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public static DyadicRationalNumber negativeInfinity() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
}

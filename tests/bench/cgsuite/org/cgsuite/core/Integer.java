// nimkit's stand-in for CGSuite's Scala Integer: an integer in a long (a dyadic of exponent 0).
package org.cgsuite.core;

import java.math.BigInteger;

public class Integer extends DyadicRationalNumber {
    Integer(long n) { super(n, 0); }

    static Integer of(long n) {
        return n >= java.lang.Integer.MIN_VALUE && n <= java.lang.Integer.MAX_VALUE ? new SmallInteger((int) n) : new Integer(n);
    }

    public boolean isSmallInteger() { return false; }
    public int intValue() { return (int) num; }
    public scala.math.BigInt bigIntValue() { return new scala.math.BigInt(BigInteger.valueOf(num)); }

    public Integer nimProduct(Integer o) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
}

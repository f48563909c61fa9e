// nimkit's stand-in for the companion object of CGSuite's Integer (its factories).
package org.cgsuite.core;

public final class Integer$ {
    public static final Integer$ MODULE$ = new Integer$();
    public Integer apply(long n) { return Integer.of(n); }
    public Integer apply(scala.math.BigInt n) { return Integer.of(n.bigInteger().longValueExact()); }
}

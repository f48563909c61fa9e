// nimkit's stand-in for CGSuite's UptimalExpansion: the names CanonicalShortGameOps uses, none of
// them reached by the benchmark (each throws).
package org.cgsuite.core;

public class UptimalExpansion {
    public UptimalExpansion(DyadicRationalNumber number, int nimber, int... coefficients) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public UptimalExpansion negate() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public DyadicRationalNumber getNumberPart() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public int length() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public int getCoefficient(int n) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public int nimberPart() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public boolean isConfused() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public int rightmostCoefficientLeq(int n) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public UptimalExpansion increment(boolean star) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public UptimalExpansion increment(boolean star, int n) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public UptimalExpansion truncateTo(int n) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public UptimalExpansion sharplyTruncateTo(int n) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
}

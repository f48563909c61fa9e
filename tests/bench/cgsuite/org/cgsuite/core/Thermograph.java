// nimkit's stand-in for CGSuite's Thermograph: the names CanonicalShortGameOps uses, none of them
// reached by the canonical forms and sums the benchmark asks for (each throws).
package org.cgsuite.core;

public class Thermograph {
    public Thermograph(DyadicRationalNumber mast) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public Trajectory getLeftWall() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public Trajectory getRightWall() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public DyadicRationalNumber getMast() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public DyadicRationalNumber getTemperature() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
}

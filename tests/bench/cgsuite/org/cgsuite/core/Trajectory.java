// nimkit's stand-in for CGSuite's Trajectory: the names CanonicalShortGameOps uses, none of them
// reached by the benchmark (each throws).
package org.cgsuite.core;

public class Trajectory {
    public static final Trajectory NEGATIVE_INFINITY = new Trajectory(), POSITIVE_INFINITY = new Trajectory();
    public Trajectory max(Trajectory t) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public Trajectory min(Trajectory t) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public Trajectory tilt(DyadicRationalNumber r) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public Thermograph thermographicIntersection(Trajectory t) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public int getNumCriticalPoints() { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public DyadicRationalNumber getCriticalPoint(int k) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
    public DyadicRationalNumber valueAt(DyadicRationalNumber r) { throw new UnsupportedOperationException("not in nimkit's stand-in"); }
}

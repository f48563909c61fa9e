// nimkit's stand-in for the companion object of CGSuite's SmallInteger.
package org.cgsuite.core;

public final class SmallInteger$ {
    public static final SmallInteger$ MODULE$ = new SmallInteger$();
    public SmallInteger apply(int n) { return new SmallInteger(n); }
}

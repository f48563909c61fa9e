// nimkit's stand-in for CGSuite's SmallInteger: an Integer that fits an int.
package org.cgsuite.core;

public class SmallInteger extends Integer {
    SmallInteger(int n) { super(n); }
    @Override public boolean isSmallInteger() { return true; }
}

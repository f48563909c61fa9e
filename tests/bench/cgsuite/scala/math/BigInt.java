// nimkit's stand-in for scala.math.BigInt: a BigInteger wrapped.
package scala.math;

import java.math.BigInteger;

public final class BigInt {
    private final BigInteger value;
    public BigInt(BigInteger value) { this.value = value; }
    public BigInteger bigInteger() { return value; }
    public byte[] toByteArray() { return value.toByteArray(); }
}

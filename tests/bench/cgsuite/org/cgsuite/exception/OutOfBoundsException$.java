// nimkit's stand-in for CGSuite's OutOfBoundsException factory: a RuntimeException with the message.
package org.cgsuite.exception;

public final class OutOfBoundsException$ {
    public static final OutOfBoundsException$ MODULE$ = new OutOfBoundsException$();
    public RuntimeException apply(String message, Throwable cause, scala.Option<?> token) {
        return new RuntimeException(message, cause);
    }
}

// nimkit's stand-in for scala.None.
package scala;

public final class None$ extends Option<Object> {
    public static final None$ MODULE$ = new None$();
}

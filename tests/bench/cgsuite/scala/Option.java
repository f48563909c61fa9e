// nimkit's stand-in for scala.Option (only passed along to the exceptions' factories).
package scala;

public abstract class Option<T> {}

package interop.api;

/** An enum field, sent by hessian2 as an object with a {@code name} field. */
public enum Color {
    RED, GREEN, BLUE
}

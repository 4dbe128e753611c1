package interop.peer;

/** A check saw a result other than the expected one. */
final class CheckFailed extends Exception {

    private static final long serialVersionUID = 1L;

    CheckFailed(String message) {
        super(message);
    }

    static void expect(boolean condition, String message) throws CheckFailed {
        if (!condition) {
            throw new CheckFailed(message);
        }
    }

    static void expectEquals(Object expected, Object actual, String what) throws CheckFailed {
        boolean equal = expected == null ? actual == null : expected.equals(actual);
        if (!equal) {
            throw new CheckFailed(what + ": expected <" + expected + "> but was <" + actual + ">");
        }
    }
}

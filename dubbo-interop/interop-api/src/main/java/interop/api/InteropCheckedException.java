package interop.api;

/** A checked business exception with fields of its own, which must cross the wire intact. */
public class InteropCheckedException extends Exception {

    private static final long serialVersionUID = 1L;

    private final int code;
    private final String detail;

    public InteropCheckedException(String message, int code, String detail) {
        super(message);
        this.code = code;
        this.detail = detail;
    }

    public int getCode() {
        return code;
    }

    public String getDetail() {
        return detail;
    }
}

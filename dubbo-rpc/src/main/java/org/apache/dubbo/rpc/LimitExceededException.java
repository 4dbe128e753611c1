package org.apache.dubbo.rpc;

/** Thrown when an {@code actives} or {@code executes} limit refuses a call. */
public class LimitExceededException extends Exception {

    private static final long serialVersionUID = -6592091106898232004L;

    public LimitExceededException(String message) {
        super(message);
    }
}

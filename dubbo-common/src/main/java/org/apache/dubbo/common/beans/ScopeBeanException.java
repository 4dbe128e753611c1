package org.apache.dubbo.common.beans;

/** A bean of a {@link org.apache.dubbo.common.beans.factory.ScopeBeanFactory} could not be created or found. */
public class ScopeBeanException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public ScopeBeanException(String message, Throwable cause) {
        super(message, cause);
    }

    public ScopeBeanException(String message) {
        super(message);
    }
}

package org.apache.dubbo.rpc.cluster;

/** A service exception with a message constructor. */
public class DemoException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public DemoException(String message) {
        super(message);
    }
}

package org.apache.dubbo.rpc.cluster;

/** A service exception with only a no-argument constructor. */
public class SilentException extends RuntimeException {

    private static final long serialVersionUID = 1L;
}

package org.apache.dubbo.remoting;

/**
 * An endpoint that may detect idle connections itself (and then needs no idle checks from above).
 */
public interface IdleSensible {

    default boolean canHandleIdle() {
        return false;
    }
}

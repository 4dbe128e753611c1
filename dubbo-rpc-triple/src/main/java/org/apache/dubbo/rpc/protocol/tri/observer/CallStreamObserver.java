package org.apache.dubbo.rpc.protocol.tri.observer;

import org.apache.dubbo.common.stream.StreamObserver;

/**
 * A stream observer that also steers its call's inbound flow: with automatic flow control (the default) each
 * message is requested as the previous one was delivered; after {@link #disableAutoFlowControl()} the holder asks for
 * messages itself with {@link #request(int)}. Messages not requested stay in HTTP/2 flow control, so a slow reader
 * slows its sender instead of making anyone buffer without bound.
 */
public interface CallStreamObserver<T> extends StreamObserver<T> {

    /** Allows {@code count} more inbound messages to be delivered. */
    void request(int count);

    /** Message compression for this side's outbound messages; only {@code identity} is supported. */
    void setCompression(String compression);

    /** From now on inbound messages are delivered only as {@link #request(int)} asks. */
    void disableAutoFlowControl();
}

package org.apache.dubbo.rpc.protocol.tri;

import org.apache.dubbo.rpc.protocol.tri.observer.CallStreamObserver;

/** What a caller of a client- or bidirectional-streaming method gets back to send its requests. */
public interface ClientStreamObserver<T> extends CallStreamObserver<T> {

    /** Responses are delivered only as {@link #request(int)} asks (the same as {@link #disableAutoFlowControl()}). */
    default void disableAutoRequest() {
        disableAutoFlowControl();
    }
}

package org.apache.dubbo.rpc.protocol.tri;

import org.apache.dubbo.rpc.protocol.tri.observer.CallStreamObserver;

/** What a streaming service method is handed to send its responses (and steer the requests it receives). */
public interface ServerStreamObserver<T> extends CallStreamObserver<T> {
}

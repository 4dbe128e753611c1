package org.apache.dubbo.common.stream;

/**
 * Receives the messages of one direction of a streaming call: any number of {@link #onNext} calls, then exactly
 * one of {@link #onCompleted} or {@link #onError}. A caller hands one to the framework to receive responses, and
 * gets one back to send requests; a service implementation is handed one to send its responses.
 *
 * <p>Calls on one observer must not overlap: an observer is not required to be thread-safe.
 */
public interface StreamObserver<T> {

    /** One message of the stream. */
    void onNext(T data);

    /** The stream ended with an error; nothing follows. */
    void onError(Throwable throwable);

    /** The stream ended normally; nothing follows. */
    void onCompleted();
}

package org.apache.dubbo.remoting.transport;

/** Told, on the channel's event loop, when a message has left for the socket or could not be written. */
@FunctionalInterface
public interface WriteListener {

    /** @param cause null when the bytes were written to the socket */
    void onWritten(Throwable cause);

    WriteListener NONE = cause -> {
    };
}

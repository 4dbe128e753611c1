package org.apache.dubbo.remoting.exchange;

import java.net.InetSocketAddress;

import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.ResponseStatus;

/**
 * The call failed with an error status: sent by the provider (bad request, service error, thread pool
 * exhausted, ...) or produced locally (channel closed, response undecodable or too large). {@link #status()}
 * lets upper layers map it (e.g. 25 to a serialization error).
 */
public final class ResponseErrorException extends RemotingException {

    private static final long serialVersionUID = 1L;

    private final byte status;

    public ResponseErrorException(byte status, InetSocketAddress local, InetSocketAddress remote, String message) {
        this(status, local, remote, message, null);
    }

    public ResponseErrorException(byte status, InetSocketAddress local, InetSocketAddress remote, String message,
                                  Throwable cause) {
        super(local, remote, message, cause);
        this.status = status;
    }

    public byte status() {
        return status;
    }

    public String statusName() {
        return ResponseStatus.name(status);
    }
}

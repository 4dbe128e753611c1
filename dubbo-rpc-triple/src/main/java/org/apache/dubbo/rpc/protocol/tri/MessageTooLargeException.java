package org.apache.dubbo.rpc.protocol.tri;

import java.io.IOException;

/** A message larger than the {@code payload} limit was about to be sent; nothing of it went out. */
final class MessageTooLargeException extends IOException {

    private static final long serialVersionUID = 1L;

    MessageTooLargeException(String message) {
        super(message);
    }
}

package org.apache.dubbo.rpc.protocol.tri;

import java.io.IOException;

import org.apache.dubbo.rpc.protocol.tri.wire.MessageFramer;

/**
 * Turns the values of one method into gRPC message bodies and back: protobuf messages as themselves
 * ({@link ProtobufCodec}), anything else in Apache Dubbo's wrapper messages ({@link WrappedCodec}). A request is
 * the call's arguments (one element for a message of a stream); a response is one value or, in wrapped mode, the
 * exception the method threw.
 */
interface PayloadCodec {

    MessageFramer.Body encodeRequest(Object[] args) throws IOException;

    Object[] decodeRequest(byte[] message) throws IOException;

    MessageFramer.Body encodeResponse(Object value) throws IOException;

    /** Wrapped mode only: the exception as Apache Dubbo sends it (status OK, {@code tri-exception-code}). */
    MessageFramer.Body encodeException(Throwable exception) throws IOException;

    Object decodeResponse(byte[] message) throws IOException;

    Throwable decodeException(byte[] message) throws IOException;

    /** Whether exceptions travel as messages (wrapped) rather than as a gRPC status only (protobuf). */
    boolean carriesExceptions();
}

package org.apache.dubbo.remoting.exchange;

import java.io.IOException;
import java.lang.reflect.Type;
import java.net.InetSocketAddress;

import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.codec.ResultBody;

/**
 * An OK response whose body has not been decoded yet. The IO thread only matches it to its call; the thread
 * that consumes the result (the caller itself for synchronous calls) decodes it against the method's return type,
 * so deserialization cost is spread over callers instead of serialised on one IO thread.
 */
public final class Response {

    private final InboundFrame frame;
    private final InetSocketAddress localAddress;
    private final InetSocketAddress remoteAddress;

    Response(InboundFrame frame, InetSocketAddress localAddress, InetSocketAddress remoteAddress) {
        this.frame = frame;
        this.localAddress = localAddress;
        this.remoteAddress = remoteAddress;
    }

    public long id() {
        return frame.id();
    }

    public int serializationId() {
        return frame.serializationId();
    }

    public int bodyLength() {
        return frame.body().length;
    }

    /**
     * Decodes the result.
     *
     * @param returnType the declared return type; null to read without a type (generic calls)
     * @throws ResponseErrorException with status CLIENT_ERROR when the body cannot be decoded
     */
    public ResultBody decode(Class<?> returnType, Type genericReturnType) throws ResponseErrorException {
        Serialization serialization = Serializations.byId(frame.serializationId());
        if (serialization == null) {
            throw new ResponseErrorException(ResponseStatus.CLIENT_ERROR, localAddress, remoteAddress,
                    "Response " + frame.id() + " uses serialization id " + frame.serializationId()
                            + ", which this consumer does not support");
        }
        try {
            return DubboCodec.decodeResult(frame, serialization, returnType, genericReturnType);
        } catch (IOException | RuntimeException e) {
            throw new ResponseErrorException(ResponseStatus.CLIENT_ERROR, localAddress, remoteAddress,
                    "Failed to decode response " + frame.id() + " from " + remoteAddress + ": " + e, e);
        }
    }

    @Override
    public String toString() {
        return "Response[id=" + frame.id() + ", body=" + frame.body().length + " bytes, from=" + remoteAddress + "]";
    }
}

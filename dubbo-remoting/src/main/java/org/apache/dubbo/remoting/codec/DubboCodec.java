package org.apache.dubbo.remoting.codec;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.Map;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.ByteBufOutputStream;
import org.apache.dubbo.common.serialize.MessageBodyInput;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;

/**
 * Encodes and decodes dubbo frames: the header (wire spec, section 1) and the bodies of calls, results, error
 * responses and events (sections 3–5). Stateless; encoding runs on whatever thread sends (caller or business
 * thread, not the event loop), decoding of bodies on whatever thread consumes them.
 *
 * <p>Every encode method checks the payload limit before anything is handed to the network, so an oversized
 * message fails at once in the caller's thread with {@link PayloadTooLargeException}.
 */
public final class DubboCodec {

    /** Longest non-heartbeat event payload accepted, as upstream's {@code deserialization.event.size}. */
    public static final int DEFAULT_EVENT_SIZE_LIMIT = 15;

    private static final String HEARTBEAT_EVENT = null;
    public static final String READONLY_EVENT = "R";
    public static final String WRITEABLE_EVENT = "W";

    private static final String PROTOCOL_VERSION_KEY = "dubbo";

    /** Written, never modified: the attachments of a response whose result has none. */
    private static final Map<String, Object> ONLY_PROTOCOL_VERSION = new HashMap<>();

    static {
        ONLY_PROTOCOL_VERSION.put(PROTOCOL_VERSION_KEY, InvocationBody.DUBBO_PROTOCOL_VERSION);
    }

    private DubboCodec() {
    }

    /** Encodes a call request. */
    public static ByteBuf encodeRequest(ByteBufAllocator alloc, long id, Serialization serialization, boolean twoWay,
                                        InvocationBody body, int payloadLimit, Object where) throws IOException {
        return encodeRequest(alloc, id, serialization, twoWay, body, payloadLimit, where, null);
    }

    /** {@link #encodeRequest(ByteBufAllocator, long, Serialization, boolean, InvocationBody, int, Object)} into a
     *  buffer sized by {@code sizes} (null: the allocator's default), which then records the frame's size. */
    public static ByteBuf encodeRequest(ByteBufAllocator alloc, long id, Serialization serialization, boolean twoWay,
                                        InvocationBody body, int payloadLimit, Object where, FrameSizeHint sizes)
            throws IOException {
        ByteBuf buf = startFrame(alloc, FrameHeader.requestFlag(serialization.getContentTypeId(), twoWay, false),
                (byte) 0, id, sizes);
        try {
            ObjectOutput out = serialization.serialize(new ByteBufOutputStream(buf));
            try {
                out.writeUTF(body.dubboVersion());
                out.writeUTF(body.serviceName());
                out.writeUTF(body.serviceVersion());
                out.writeUTF(body.methodName());
                out.writeUTF(body.parameterDescriptor());
                for (Object arg : body.arguments()) {
                    out.writeObject(arg);
                }
                out.writeObject(body.attachments());
                out.flushBuffer();
            } finally {
                out.cleanup();
            }
            return finishFrame(buf, payloadLimit, where, sizes);
        } catch (IOException | RuntimeException | Error e) {
            buf.release();
            throw e;
        }
    }

    /** Encodes an event request: a heartbeat ({@code data == null}) or a readonly/writeable string. */
    public static ByteBuf encodeEventRequest(ByteBufAllocator alloc, long id, Serialization serialization,
                                             boolean twoWay, String data) throws IOException {
        ByteBuf buf = startFrame(alloc, FrameHeader.requestFlag(serialization.getContentTypeId(), twoWay, true),
                (byte) 0, id);
        return writeSingleValue(buf, serialization, data, 0, null);
    }

    /** Encodes a heartbeat request. */
    public static ByteBuf encodeHeartbeat(ByteBufAllocator alloc, long id, Serialization serialization)
            throws IOException {
        return encodeEventRequest(alloc, id, serialization, true, HEARTBEAT_EVENT);
    }

    /**
     * Encodes the answer to a heartbeat: event flag, status OK, the request's id and, as the wire spec advises,
     * the request's serialization id and payload bytes echoed back (so it works for any serialization).
     */
    public static ByteBuf encodeHeartbeatResponse(ByteBufAllocator alloc, InboundFrame heartbeat) {
        ByteBuf buf = startFrame(alloc, FrameHeader.responseFlag(heartbeat.serializationId(), true), ResponseStatus.OK,
                heartbeat.id());
        buf.writeBytes(heartbeat.body());
        buf.setInt(FrameHeader.LENGTH_OFFSET, heartbeat.body().length);
        return buf;
    }

    /**
     * Encodes an OK response to a call. Attachments are written (types 3/4/5) only when the caller's protocol
     * version allows them; the map then always carries our protocol version under {@code dubbo}.
     */
    public static ByteBuf encodeResult(ByteBufAllocator alloc, long id, Serialization serialization,
                                       ResultBody result, boolean withAttachments, int payloadLimit, Object where)
            throws IOException {
        return encodeResult(alloc, id, serialization, result, withAttachments, payloadLimit, where, null);
    }

    /** {@link #encodeResult(ByteBufAllocator, long, Serialization, ResultBody, boolean, int, Object)} into a buffer
     *  sized by {@code sizes} (null: the allocator's default), which then records the frame's size. */
    public static ByteBuf encodeResult(ByteBufAllocator alloc, long id, Serialization serialization,
                                       ResultBody result, boolean withAttachments, int payloadLimit, Object where,
                                       FrameSizeHint sizes) throws IOException {
        ByteBuf buf = startFrame(alloc, FrameHeader.responseFlag(serialization.getContentTypeId(), false),
                ResponseStatus.OK, id, sizes);
        try {
            ObjectOutput out = serialization.serialize(new ByteBufOutputStream(buf));
            try {
                if (result.hasException()) {
                    out.writeByte(withAttachments ? ResultBody.EXCEPTION_WITH_ATTACHMENTS : ResultBody.EXCEPTION);
                    out.writeObject(result.exception());
                } else if (result.value() == null) {
                    out.writeByte(withAttachments ? ResultBody.NULL_VALUE_WITH_ATTACHMENTS : ResultBody.NULL_VALUE);
                } else {
                    out.writeByte(withAttachments ? ResultBody.VALUE_WITH_ATTACHMENTS : ResultBody.VALUE);
                    out.writeObject(result.value());
                }
                if (withAttachments) {
                    out.writeObject(responseAttachments(result.attachments()));
                }
                out.flushBuffer();
            } finally {
                out.cleanup();
            }
            return finishFrame(buf, payloadLimit, where, sizes);
        } catch (IOException | RuntimeException | Error e) {
            buf.release();
            throw e;
        }
    }

    /**
     * The attachments map a response carries: the result's plus our protocol version under {@code dubbo}, as a
     * {@link HashMap} (hessian's untyped map). Most results have none, and then the one shared, never modified
     * {@link #ONLY_PROTOCOL_VERSION} is written instead of a new map per response.
     */
    private static Map<String, Object> responseAttachments(Map<String, Object> given) {
        if (given.isEmpty()) {
            return ONLY_PROTOCOL_VERSION;
        }
        Map<String, Object> attachments = new HashMap<>(given);
        attachments.put(PROTOCOL_VERSION_KEY, InvocationBody.DUBBO_PROTOCOL_VERSION);
        return attachments;
    }

    /** Encodes an error response: any status but OK, body = one string (the error message). */
    public static ByteBuf encodeError(ByteBufAllocator alloc, long id, Serialization serialization, byte status,
                                      String message) throws IOException {
        if (status == ResponseStatus.OK) {
            throw new IllegalArgumentException("an error response needs a status other than OK");
        }
        ByteBuf buf = startFrame(alloc, FrameHeader.responseFlag(serialization.getContentTypeId(), false), status,
                id);
        return writeSingleValue(buf, serialization, message, 0, null);
    }

    /** Reads a call body; argument types come from {@code resolver}. */
    public static InvocationBody decodeInvocation(InboundFrame frame, Serialization serialization,
                                                  MethodResolver resolver) throws IOException {
        // in memory as it is: a serialization may read the values in place
        ObjectInput in = serialization.deserialize(new MessageBodyInput(frame.body()));
        try {
            String dubboVersion = in.readUTF();
            String serviceName = in.readUTF();
            String serviceVersion = in.readUTF();
            String methodName = in.readUTF();
            String descriptor = in.readUTF();
            ResolvedMethod method = resolver.resolve(serviceName, serviceVersion, methodName,
                    descriptor == null ? "" : descriptor);
            Class<?>[] types = method.parameterTypes();
            Type[] generic = method.genericParameterTypes();
            Object[] args = new Object[types.length];
            for (int i = 0; i < types.length; i++) {
                args[i] = read(in, types[i], generic[i]);
            }
            Map<String, Object> attachments = readAttachments(in);
            return new InvocationBody(dubboVersion, serviceName, serviceVersion, methodName, descriptor, types, args,
                    attachments);
        } finally {
            in.cleanup();
        }
    }

    /**
     * Reads the body of an OK response to a call against the method's declared return type ({@code null} reads
     * without a type, as generic calls do).
     */
    public static ResultBody decodeResult(InboundFrame frame, Serialization serialization, Class<?> returnType,
                                          Type genericReturnType) throws IOException {
        ObjectInput in = serialization.deserialize(new MessageBodyInput(frame.body()));
        try {
            byte kind = in.readByte();
            switch (kind) {
                case ResultBody.NULL_VALUE:
                    return ResultBody.value(null, null);
                case ResultBody.NULL_VALUE_WITH_ATTACHMENTS:
                    return ResultBody.value(null, readAttachments(in));
                case ResultBody.VALUE:
                    return ResultBody.value(readValue(in, returnType, genericReturnType), null);
                case ResultBody.VALUE_WITH_ATTACHMENTS:
                    Object value = readValue(in, returnType, genericReturnType);
                    return ResultBody.value(value, readAttachments(in));
                case ResultBody.EXCEPTION:
                    return ResultBody.exception(readThrowable(in), null);
                case ResultBody.EXCEPTION_WITH_ATTACHMENTS:
                    Throwable t = readThrowable(in);
                    return ResultBody.exception(t, readAttachments(in));
                default:
                    throw new IOException("Unknown result flag, expect '0' '1' '2' '3' '4' '5', but received: " + kind);
            }
        } finally {
            in.cleanup();
        }
    }

    /** Reads the message of an error response (any status but OK). */
    public static String decodeErrorMessage(InboundFrame frame, Serialization serialization) throws IOException {
        ObjectInput in = serialization.deserialize(new MessageBodyInput(frame.body()));
        try {
            return in.readUTF();
        } finally {
            in.cleanup();
        }
    }

    /** Whether an event frame is a heartbeat: its body is exactly the serialization's encoding of null. */
    public static boolean isHeartbeat(InboundFrame frame) {
        return frame.isEvent() && Serializations.isNullBody(frame.serializationId(), frame.body());
    }

    /**
     * Reads the string of a non-heartbeat event ("R", "W", ...). Payloads longer than {@code sizeLimit} are refused
     * before decoding, as upstream does, because events are decoded on the IO thread.
     */
    public static String decodeEventData(InboundFrame frame, Serialization serialization, int sizeLimit)
            throws IOException {
        if (frame.body().length > sizeLimit) {
            throw new IOException("Event data too long, actual size " + frame.body().length + ", threshold "
                    + sizeLimit + " rejected for security consideration.");
        }
        ObjectInput in = serialization.deserialize(new MessageBodyInput(frame.body()));
        try {
            Object data = read(in, null, null);
            return data == null ? null : data.toString();
        } finally {
            in.cleanup();
        }
    }

    private static Object readValue(ObjectInput in, Class<?> returnType, Type genericReturnType) throws IOException {
        if (returnType == null || returnType == void.class || returnType == Void.class) {
            return read(in, null, null);
        }
        return read(in, returnType, genericReturnType);
    }

    /**
     * One value ({@code type} null: untyped); a class the body names but this JVM lacks is an {@link IOException}
     * naming it, as every other undecodable body is.
     */
    private static Object read(ObjectInput in, Class<?> type, Type genericType) throws IOException {
        try {
            return type == null ? in.readObject() : in.readObject(type, genericType);
        } catch (ClassNotFoundException e) {
            throw new IOException("The body names a class this JVM does not have: " + e.getMessage(), e);
        }
    }

    private static Throwable readThrowable(ObjectInput in) throws IOException {
        Object t = read(in, null, null);
        if (!(t instanceof Throwable)) {
            throw new IOException("Response data error, expect Throwable, but get "
                    + (t == null ? "null" : t.getClass().getName()) + (t instanceof Map ? " " + t : ""));
        }
        return (Throwable) t;
    }

    private static Map<String, Object> readAttachments(ObjectInput in) throws IOException {
        Object map;
        try {
            map = in.readAttachments();
        } catch (ClassNotFoundException e) {
            throw new IOException("The body names a class this JVM does not have: " + e.getMessage(), e);
        } catch (ClassCastException e) {
            throw new IOException("Attachments must be a map: " + e.getMessage(), e);
        }
        if (map == null) {
            return new HashMap<>();
        }
        if (!(map instanceof Map)) {
            throw new IOException("Attachments must be a map, got " + map.getClass().getName());
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> attachments = (Map<String, Object>) map;
        return attachments;
    }

    private static ByteBuf startFrame(ByteBufAllocator alloc, byte flag, byte status, long id) {
        return startFrame(alloc, flag, status, id, null);
    }

    private static ByteBuf startFrame(ByteBufAllocator alloc, byte flag, byte status, long id, FrameSizeHint sizes) {
        ByteBuf buf = sizes == null ? alloc.buffer() : sizes.newBuffer(alloc);
        buf.writeShort(FrameHeader.MAGIC);
        buf.writeByte(flag);
        buf.writeByte(status);
        buf.writeLong(id);
        buf.writeInt(0);
        return buf;
    }

    private static ByteBuf writeSingleValue(ByteBuf buf, Serialization serialization, String value, int payloadLimit,
                                            Object where) throws IOException {
        try {
            ObjectOutput out = serialization.serialize(new ByteBufOutputStream(buf));
            try {
                out.writeUTF(value);
                out.flushBuffer();
            } finally {
                out.cleanup();
            }
            return finishFrame(buf, payloadLimit, where);
        } catch (IOException | RuntimeException | Error e) {
            buf.release();
            throw e;
        }
    }

    private static ByteBuf finishFrame(ByteBuf buf, int payloadLimit, Object where) throws PayloadTooLargeException {
        return finishFrame(buf, payloadLimit, where, null);
    }

    private static ByteBuf finishFrame(ByteBuf buf, int payloadLimit, Object where, FrameSizeHint sizes)
            throws PayloadTooLargeException {
        int bodyLength = buf.writerIndex() - FrameHeader.LENGTH;
        if (sizes != null) {
            sizes.record(buf.writerIndex());
        }
        if (payloadLimit > 0 && bodyLength > payloadLimit) {
            throw new PayloadTooLargeException(bodyLength, payloadLimit, where);
        }
        buf.setInt(FrameHeader.LENGTH_OFFSET, bodyLength);
        return buf;
    }
}

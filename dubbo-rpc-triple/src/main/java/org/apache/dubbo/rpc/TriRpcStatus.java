package org.apache.dubbo.rpc;

import java.io.Serializable;
import java.io.UnsupportedEncodingException;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeoutException;

/**
 * The outcome of a triple call as gRPC defines it: a {@link Code}, a human-readable description and, on the side
 * that produced it, the cause. It travels as the {@code grpc-status} and {@code grpc-message} trailers; the
 * description is percent-encoded on the wire ({@link #encodeMessage}/{@link #decodeMessage}).
 *
 * <p>A service fails a call with a chosen status by throwing {@code TriRpcStatus.fromCode(code)
 * .withDescription("...").asException()}; a caller reads it from the {@link StatusRpcException} it gets.
 */
public class TriRpcStatus implements Serializable {

    private static final long serialVersionUID = 1L;

    public static final TriRpcStatus OK = fromCode(Code.OK);
    public static final TriRpcStatus UNKNOWN = fromCode(Code.UNKNOWN);
    public static final TriRpcStatus INTERNAL = fromCode(Code.INTERNAL);
    public static final TriRpcStatus NOT_FOUND = fromCode(Code.NOT_FOUND);
    public static final TriRpcStatus CANCELLED = fromCode(Code.CANCELLED);
    public static final TriRpcStatus UNAVAILABLE = fromCode(Code.UNAVAILABLE);
    public static final TriRpcStatus UNIMPLEMENTED = fromCode(Code.UNIMPLEMENTED);
    public static final TriRpcStatus DEADLINE_EXCEEDED = fromCode(Code.DEADLINE_EXCEEDED);

    /** Messages longer than this are cut: they travel in a header. */
    private static final int MAX_MESSAGE_CHARS = 1024;

    public final Code code;
    public final Throwable cause;
    public final String description;

    public TriRpcStatus(Code code, Throwable cause, String description) {
        this.code = code == null ? Code.UNKNOWN : code;
        this.cause = cause;
        this.description = description;
    }

    public static TriRpcStatus fromCode(int code) {
        return fromCode(Code.fromCode(code));
    }

    public static TriRpcStatus fromCode(Code code) {
        return new TriRpcStatus(code, null, null);
    }

    /** The status a throwable stands for: its own when it carries one, else from its kind (timeout, ...). */
    public static TriRpcStatus getStatus(Throwable throwable) {
        return getStatus(throwable, null);
    }

    public static TriRpcStatus getStatus(Throwable throwable, String description) {
        for (Throwable t = throwable; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof StatusRpcException) {
                TriRpcStatus status = ((StatusRpcException) t).getStatus();
                return description == null ? status : status.withDescription(description);
            }
        }
        String message = description != null ? description : throwable == null ? null : throwable.getMessage();
        Code code = Code.UNKNOWN;
        if (throwable instanceof RpcException) {
            code = dubboCodeToTriCode(((RpcException) throwable).getCode());
        } else if (throwable instanceof TimeoutException) {
            code = Code.DEADLINE_EXCEEDED;
        }
        return new TriRpcStatus(code, throwable, message);
    }

    /** The {@link RpcException} code a caller sees for a gRPC status. */
    public static int triCodeToDubboCode(Code code) {
        switch (code) {
            case DEADLINE_EXCEEDED:
                return RpcException.TIMEOUT_EXCEPTION;
            case PERMISSION_DENIED:
            case UNAUTHENTICATED:
                return RpcException.FORBIDDEN_EXCEPTION;
            case UNAVAILABLE:
                return RpcException.NETWORK_EXCEPTION;
            case UNIMPLEMENTED:
                return RpcException.METHOD_NOT_FOUND;
            case RESOURCE_EXHAUSTED:
                return RpcException.LIMIT_EXCEEDED_EXCEPTION;
            default:
                return RpcException.UNKNOWN_EXCEPTION;
        }
    }

    /** The gRPC status an {@link RpcException} code stands for. */
    public static Code dubboCodeToTriCode(int code) {
        switch (code) {
            case RpcException.TIMEOUT_EXCEPTION:
            case RpcException.TIMEOUT_TERMINATE:
                return Code.DEADLINE_EXCEEDED;
            case RpcException.FORBIDDEN_EXCEPTION:
            case RpcException.AUTHORIZATION_EXCEPTION:
                return Code.PERMISSION_DENIED;
            case RpcException.NETWORK_EXCEPTION:
            case RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER:
                return Code.UNAVAILABLE;
            case RpcException.METHOD_NOT_FOUND:
                return Code.UNIMPLEMENTED;
            case RpcException.LIMIT_EXCEEDED_EXCEPTION:
                return Code.RESOURCE_EXHAUSTED;
            case RpcException.SERIALIZATION_EXCEPTION:
            case RpcException.VALIDATION_EXCEPTION:
                return Code.INVALID_ARGUMENT;
            default:
                return Code.UNKNOWN;
        }
    }

    /** Cuts a message to 1024 characters (it travels in a header). */
    public static String limitSizeTo1KB(String message) {
        return message == null || message.length() <= MAX_MESSAGE_CHARS ? message
                : message.substring(0, MAX_MESSAGE_CHARS);
    }

    /** Decodes a percent-encoded {@code grpc-message}; text that is not valid percent-encoding is kept as is. */
    public static String decodeMessage(String raw) {
        if (raw == null || raw.indexOf('%') < 0) {
            return raw;
        }
        try {
            return URLDecoder.decode(raw.replace("+", "%2B"), "UTF-8");
        } catch (IllegalArgumentException | UnsupportedEncodingException e) {
            return raw;
        }
    }

    /**
     * Percent-encodes a message for {@code grpc-message} as gRPC requires: printable ASCII except {@code %} stays,
     * everything else becomes {@code %XX} of its UTF-8 bytes.
     */
    public static String encodeMessage(String message) {
        if (message == null) {
            return null;
        }
        byte[] bytes = message.getBytes(StandardCharsets.UTF_8);
        StringBuilder out = new StringBuilder(bytes.length);
        for (byte b : bytes) {
            int c = b & 0xFF;
            if (c >= 0x20 && c <= 0x7E && c != '%') {
                out.append((char) c);
            } else {
                out.append('%').append(Character.toUpperCase(Character.forDigit(c >> 4, 16)))
                        .append(Character.toUpperCase(Character.forDigit(c & 0xF, 16)));
            }
        }
        return out.toString();
    }

    /** The gRPC code an HTTP status stands for, when a response carries no {@code grpc-status} (gRPC's table). */
    public static Code httpStatusToGrpcCode(int httpStatus) {
        switch (httpStatus) {
            case 400:
                return Code.INTERNAL;
            case 401:
                return Code.UNAUTHENTICATED;
            case 403:
                return Code.PERMISSION_DENIED;
            case 404:
                return Code.UNIMPLEMENTED;
            case 429:
            case 502:
            case 503:
            case 504:
                return Code.UNAVAILABLE;
            default:
                return Code.UNKNOWN;
        }
    }

    /** The HTTP status a server answers a call that fails before it starts with. */
    public static int grpcCodeToHttpStatus(Code code) {
        switch (code) {
            case UNIMPLEMENTED:
                return 404;
            case UNAVAILABLE:
                return 503;
            case UNAUTHENTICATED:
                return 401;
            case PERMISSION_DENIED:
                return 403;
            default:
                return 200;
        }
    }

    public boolean isOk() {
        return code == Code.OK;
    }

    public TriRpcStatus withCause(Throwable cause) {
        return new TriRpcStatus(code, cause, description);
    }

    public TriRpcStatus withDescription(String description) {
        return new TriRpcStatus(code, cause, description);
    }

    public TriRpcStatus appendDescription(String more) {
        return new TriRpcStatus(code, cause, description == null ? more : description + "\n" + more);
    }

    public StatusRpcException asException() {
        return new StatusRpcException(this);
    }

    /** The description as it goes into {@code grpc-message}: percent-encoded, at most 1 KiB. */
    public String toEncodedMessage() {
        return encodeMessage(limitSizeTo1KB(toMessageWithoutCause()));
    }

    public String toMessageWithoutCause() {
        return description != null ? description : code.name();
    }

    public String toMessage() {
        String message = toMessageWithoutCause();
        return cause == null ? message : message + ", cause: " + cause;
    }

    @Override
    public String toString() {
        return "TriRpcStatus{code=" + code + ", description=" + description
                + (cause == null ? "" : ", cause=" + cause) + "}";
    }

    /** gRPC's status codes, with their numbers on the wire. */
    public enum Code {
        OK(0),
        CANCELLED(1),
        UNKNOWN(2),
        INVALID_ARGUMENT(3),
        DEADLINE_EXCEEDED(4),
        NOT_FOUND(5),
        ALREADY_EXISTS(6),
        PERMISSION_DENIED(7),
        RESOURCE_EXHAUSTED(8),
        FAILED_PRECONDITION(9),
        ABORTED(10),
        OUT_OF_RANGE(11),
        UNIMPLEMENTED(12),
        INTERNAL(13),
        UNAVAILABLE(14),
        DATA_LOSS(15),
        UNAUTHENTICATED(16);

        private static final Code[] BY_NUMBER = values();

        public final int code;

        Code(int code) {
            this.code = code;
        }

        public static boolean isOk(Integer status) {
            return status != null && status == OK.code;
        }

        /** The code with this number; numbers gRPC does not define count as {@link #UNKNOWN}. */
        public static Code fromCode(int code) {
            return code >= 0 && code < BY_NUMBER.length ? BY_NUMBER[code] : UNKNOWN;
        }
    }
}

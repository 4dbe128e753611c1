package org.apache.dubbo.rpc.protocol.tri.wire;

import io.netty.util.AsciiString;

/** Header names and values of gRPC and of Apache Dubbo's triple, as they appear on the wire (lower case). */
public final class GrpcHeaders {

    public static final AsciiString CONTENT_TYPE = AsciiString.cached("content-type");
    public static final AsciiString TE = AsciiString.cached("te");
    public static final AsciiString TRAILERS = AsciiString.cached("trailers");
    public static final AsciiString USER_AGENT = AsciiString.cached("user-agent");
    public static final AsciiString GRPC_TIMEOUT = AsciiString.cached("grpc-timeout");
    public static final AsciiString GRPC_STATUS = AsciiString.cached("grpc-status");
    public static final AsciiString GRPC_MESSAGE = AsciiString.cached("grpc-message");
    public static final AsciiString GRPC_ENCODING = AsciiString.cached("grpc-encoding");
    public static final AsciiString GRPC_ACCEPT_ENCODING = AsciiString.cached("grpc-accept-encoding");
    /** Apache Dubbo: the service's group and version, and the calling application. */
    public static final AsciiString TRI_SERVICE_GROUP = AsciiString.cached("tri-service-group");
    public static final AsciiString TRI_SERVICE_VERSION = AsciiString.cached("tri-service-version");
    public static final AsciiString TRI_CONSUMER_APPNAME = AsciiString.cached("tri-consumer-appname");
    /**
     * Apache Dubbo (wrapped mode): present on the response headers when the message is the method's exception,
     * hessian-serialized, instead of its value; the status stays OK. The value is {@code RpcException.BIZ_EXCEPTION}.
     */
    public static final AsciiString TRI_EXCEPTION_CODE = AsciiString.cached("tri-exception-code");

    /** What gRPC clients send; Apache Dubbo 3.3 sends it for IDL and wrapped calls alike. */
    public static final AsciiString APPLICATION_GRPC_PROTO = AsciiString.cached("application/grpc+proto");
    /** What gRPC servers (and Apache Dubbo 3.3) answer with. */
    public static final AsciiString APPLICATION_GRPC = AsciiString.cached("application/grpc");
    public static final AsciiString ACCEPTED_ENCODINGS = AsciiString.cached("gzip");
    public static final AsciiString USER_AGENT_VALUE = AsciiString.cached("dubbo-tuned-triple/1.0");

    private GrpcHeaders() {
    }

    /** Whether {@code contentType} is gRPC's ({@code application/grpc} alone or with a {@code +} or {@code ;} suffix). */
    public static boolean isGrpcContentType(CharSequence contentType) {
        if (contentType == null) {
            return false;
        }
        String value = contentType.toString().toLowerCase(java.util.Locale.ROOT);
        if (!value.startsWith("application/grpc")) {
            return false;
        }
        if (value.length() == "application/grpc".length()) {
            return true;
        }
        char next = value.charAt("application/grpc".length());
        return next == '+' || next == ';';
    }
}

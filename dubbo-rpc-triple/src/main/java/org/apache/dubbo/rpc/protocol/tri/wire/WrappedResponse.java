package org.apache.dubbo.rpc.protocol.tri.wire;

import java.io.IOException;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;

/**
 * Apache Dubbo's {@code TripleResponseWrapper}, the reply of a plain-interface call over triple:
 * <pre>
 * message TripleResponseWrapper {
 *   string serializeType = 1;  // "hessian4" from Apache Dubbo 3.3 for hessian2
 *   bytes data = 2;            // the value, or the exception when the headers carry tri-exception-code
 *   string type = 3;           // Class.getName() of the method's declared return type ("void" for exceptions)
 * }
 * </pre>
 */
public final class WrappedResponse {

    private final String serializeType;
    private final byte[] data;
    private final String type;

    public WrappedResponse(String serializeType, byte[] data, String type) {
        this.serializeType = serializeType;
        this.data = data;
        this.type = type;
    }

    public String serializeType() {
        return serializeType;
    }

    public byte[] data() {
        return data;
    }

    public String type() {
        return type;
    }

    public int size() {
        return CodedOutputStream.computeStringSize(1, serializeType) + CodedOutputStream.computeByteArraySize(2, data)
                + CodedOutputStream.computeStringSize(3, type);
    }

    public void writeTo(CodedOutputStream out) throws IOException {
        out.writeString(1, serializeType);
        out.writeByteArray(2, data);
        out.writeString(3, type);
        out.flush();
    }

    public static WrappedResponse parse(byte[] message) throws IOException {
        CodedInputStream in = CodedInputStream.newInstance(message);
        String serializeType = "";
        byte[] data = new byte[0];
        String type = "";
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case (1 << 3) | WireFormat.WIRETYPE_LENGTH_DELIMITED:
                    serializeType = in.readStringRequireUtf8();
                    break;
                case (2 << 3) | WireFormat.WIRETYPE_LENGTH_DELIMITED:
                    data = in.readByteArray();
                    break;
                case (3 << 3) | WireFormat.WIRETYPE_LENGTH_DELIMITED:
                    type = in.readStringRequireUtf8();
                    break;
                default:
                    if (!in.skipField(tag)) {
                        return new WrappedResponse(serializeType, data, type);
                    }
            }
        }
        return new WrappedResponse(serializeType, data, type);
    }
}

package org.apache.dubbo.rpc.protocol.tri.wire;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import com.google.protobuf.CodedInputStream;
import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.WireFormat;

/**
 * Apache Dubbo's {@code TripleRequestWrapper}, the message that carries a plain-interface call over triple:
 * <pre>
 * message TripleRequestWrapper {
 *   string serializeType = 1;      // "hessian4" from Apache Dubbo 3.3 for hessian2
 *   repeated bytes args = 2;       // each argument serialized on its own
 *   repeated string argTypes = 3;  // Class.getName() of each declared parameter type ("long", "java.lang.String")
 * }
 * </pre>
 * Encoded and decoded here field by field (no generated class); unknown fields are skipped.
 */
public final class WrappedRequest {

    private final String serializeType;
    private final List<byte[]> args;
    private final List<String> argTypes;

    public WrappedRequest(String serializeType, List<byte[]> args, List<String> argTypes) {
        this.serializeType = serializeType;
        this.args = args;
        this.argTypes = argTypes;
    }

    public String serializeType() {
        return serializeType;
    }

    public List<byte[]> args() {
        return args;
    }

    public List<String> argTypes() {
        return argTypes;
    }

    public int size() {
        int size = CodedOutputStream.computeStringSize(1, serializeType);
        for (byte[] arg : args) {
            size += CodedOutputStream.computeByteArraySize(2, arg);
        }
        for (String type : argTypes) {
            size += CodedOutputStream.computeStringSize(3, type);
        }
        return size;
    }

    public void writeTo(CodedOutputStream out) throws IOException {
        out.writeString(1, serializeType);
        for (byte[] arg : args) {
            out.writeByteArray(2, arg);
        }
        for (String type : argTypes) {
            out.writeString(3, type);
        }
        out.flush();
    }

    public static WrappedRequest parse(byte[] message) throws IOException {
        CodedInputStream in = CodedInputStream.newInstance(message);
        String serializeType = "";
        List<byte[]> args = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (int tag = in.readTag(); tag != 0; tag = in.readTag()) {
            switch (tag) {
                case (1 << 3) | WireFormat.WIRETYPE_LENGTH_DELIMITED:
                    serializeType = in.readStringRequireUtf8();
                    break;
                case (2 << 3) | WireFormat.WIRETYPE_LENGTH_DELIMITED:
                    args.add(in.readByteArray());
                    break;
                case (3 << 3) | WireFormat.WIRETYPE_LENGTH_DELIMITED:
                    types.add(in.readStringRequireUtf8());
                    break;
                default:
                    if (!in.skipField(tag)) {
                        return new WrappedRequest(serializeType, args, types);
                    }
            }
        }
        return new WrappedRequest(serializeType, Collections.unmodifiableList(args),
                Collections.unmodifiableList(types));
    }
}

package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.math.BigInteger;

import com.alibaba.com.caucho.hessian.io.AbstractDeserializer;
import com.alibaba.com.caucho.hessian.io.AbstractHessianInput;
import com.alibaba.com.caucho.hessian.io.AbstractHessianOutput;
import com.alibaba.com.caucho.hessian.io.AbstractSerializer;

/**
 * {@link BigInteger} as the object {@code java.math.BigInteger} with the two fields that define its value,
 * {@code signum} and {@code mag} (big-endian int magnitude), which is what peers' reflective deserializers
 * read. Built from the public API: hessian's reflective path cannot open {@code java.math} on Java 17.
 */
final class BigIntegerCodec {

    private static final String TYPE = BigInteger.class.getName();
    private static final String[] FIELDS = {"signum", "mag"};

    private BigIntegerCodec() {
    }

    static final class Serializer extends AbstractSerializer {
        @Override
        public void writeObject(Object obj, AbstractHessianOutput out) throws IOException {
            if (obj == null) {
                out.writeNull();
                return;
            }
            if (out.addRef(obj)) {
                return;
            }
            int ref = out.writeObjectBegin(TYPE);
            if (ref == -1) {
                out.writeClassFieldLength(FIELDS.length);
                for (String f : FIELDS) {
                    out.writeString(f);
                }
                out.writeObjectBegin(TYPE);
            }
            BigInteger value = (BigInteger) obj;
            out.writeInt(value.signum());
            out.writeObject(magnitude(value));
            out.writeObjectEnd();
        }
    }

    static final class Deserializer extends AbstractDeserializer {
        @Override
        public Class<?> getType() {
            return BigInteger.class;
        }

        @Override
        public Object readObject(AbstractHessianInput in, String[] fieldNames) throws IOException {
            int ref = in.addRef(null);
            int signum = 0;
            int[] mag = new int[0];
            for (String name : fieldNames) {
                if ("signum".equals(name)) {
                    Object s = in.readObject(int.class);
                    if (s != null && !(s instanceof Number)) {
                        throw malformed(name, s);
                    }
                    signum = s == null ? 0 : ((Number) s).intValue();
                } else if ("mag".equals(name)) {
                    Object m = in.readObject(int[].class);
                    if (m != null && !(m instanceof int[])) {
                        throw malformed(name, m);
                    }
                    mag = m == null ? new int[0] : (int[]) m;
                } else {
                    in.readObject();
                }
            }
            BigInteger value = fromMagnitude(signum, mag);
            in.setRef(ref, value);
            return value;
        }
    }

    private static IOException malformed(String field, Object value) {
        return new IOException("Malformed java.math.BigInteger in the hessian2 data: its " + field + " is a "
                + value.getClass().getName());
    }

    static int[] magnitude(BigInteger value) {
        byte[] bytes = value.abs().toByteArray();
        int start = 0;
        while (start < bytes.length - 1 && bytes[start] == 0) {
            start++;
        }
        int length = bytes.length - start;
        if (length == 1 && bytes[start] == 0) {
            return new int[0];
        }
        int[] mag = new int[(length + 3) / 4];
        for (int i = 0; i < length; i++) {
            int byteFromEnd = length - 1 - i;
            int word = mag.length - 1 - byteFromEnd / 4;
            mag[word] |= (bytes[start + i] & 0xFF) << (8 * (byteFromEnd % 4));
        }
        return mag;
    }

    static BigInteger fromMagnitude(int signum, int[] mag) throws IOException {
        if (signum < -1 || signum > 1) {
            throw new IOException("Invalid BigInteger signum " + signum);
        }
        byte[] bytes = new byte[mag.length * 4];
        for (int i = 0; i < mag.length; i++) {
            bytes[4 * i] = (byte) (mag[i] >>> 24);
            bytes[4 * i + 1] = (byte) (mag[i] >>> 16);
            bytes[4 * i + 2] = (byte) (mag[i] >>> 8);
            bytes[4 * i + 3] = (byte) mag[i];
        }
        try {
            return new BigInteger(signum, bytes);
        } catch (NumberFormatException e) {
            throw new IOException("Invalid BigInteger: signum " + signum + " with a non-zero magnitude mismatch", e);
        }
    }
}

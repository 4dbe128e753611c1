package interop.capture;

import java.nio.ByteBuffer;

/**
 * One complete dubbo frame (16-byte header plus body) seen by the relay.
 *
 * @param sequence   order of completion across all connections
 * @param connection the relay's name for the TCP connection, e.g. {@code consumer-1}
 * @param direction  {@code c2s} (towards the provider) or {@code s2c}
 * @param bytes      the whole frame
 */
record CapturedFrame(int sequence, String connection, String direction, byte[] bytes) {

    static final int HEADER_LENGTH = 16;

    int flag() {
        return bytes[2] & 0xFF;
    }

    int status() {
        return bytes[3] & 0xFF;
    }

    long id() {
        return ByteBuffer.wrap(bytes, 4, 8).getLong();
    }

    int bodyLength() {
        return ByteBuffer.wrap(bytes, 12, 4).getInt();
    }

    boolean isRequest() {
        return (flag() & 0x80) != 0;
    }

    boolean isTwoWay() {
        return (flag() & 0x40) != 0;
    }

    boolean isEvent() {
        return (flag() & 0x20) != 0;
    }

    int serializationId() {
        return flag() & 0x1F;
    }

    byte[] body() {
        byte[] body = new byte[bytes.length - HEADER_LENGTH];
        System.arraycopy(bytes, HEADER_LENGTH, body, 0, body.length);
        return body;
    }
}

package org.apache.dubbo.remoting.codec;

/**
 * The 16-byte header of every dubbo frame (wire spec, section 1.2): magic {@code 0xDABB}, flag byte
 * (request, two-way, event bits and the 5-bit serialization id), status, 64-bit request id, 32-bit body length,
 * all big-endian.
 */
public final class FrameHeader {

    public static final int LENGTH = 16;
    public static final short MAGIC = (short) 0xDABB;
    public static final byte MAGIC_HIGH = (byte) 0xDA;
    public static final byte MAGIC_LOW = (byte) 0xBB;

    public static final int FLAG_REQUEST = 0x80;
    public static final int FLAG_TWO_WAY = 0x40;
    public static final int FLAG_EVENT = 0x20;
    public static final int SERIALIZATION_MASK = 0x1F;

    /** Offsets inside the header. */
    public static final int FLAG_OFFSET = 2;
    public static final int STATUS_OFFSET = 3;
    public static final int ID_OFFSET = 4;
    public static final int LENGTH_OFFSET = 12;

    private FrameHeader() {
    }

    public static boolean isRequest(int flag) {
        return (flag & FLAG_REQUEST) != 0;
    }

    public static boolean isTwoWay(int flag) {
        return (flag & FLAG_TWO_WAY) != 0;
    }

    public static boolean isEvent(int flag) {
        return (flag & FLAG_EVENT) != 0;
    }

    public static int serializationId(int flag) {
        return flag & SERIALIZATION_MASK;
    }

    public static byte requestFlag(int serializationId, boolean twoWay, boolean event) {
        int flag = FLAG_REQUEST | (serializationId & SERIALIZATION_MASK);
        if (twoWay) {
            flag |= FLAG_TWO_WAY;
        }
        if (event) {
            flag |= FLAG_EVENT;
        }
        return (byte) flag;
    }

    public static byte responseFlag(int serializationId, boolean heartbeat) {
        int flag = serializationId & SERIALIZATION_MASK;
        if (heartbeat) {
            flag |= FLAG_EVENT;
        }
        return (byte) flag;
    }
}

package org.apache.dubbo.remoting.codec;

/**
 * One complete frame as read off the wire: the header fields and a private copy of the body. Copying the body
 * out of Netty's pooled buffer on the IO thread lets the (possibly much later) decoding on a business or caller
 * thread run without reference counting, so a dropped, timed-out or ignored frame can never leak direct memory.
 */
public final class InboundFrame {

    private final byte flag;
    private final byte status;
    private final long id;
    private final byte[] body;

    public InboundFrame(byte flag, byte status, long id, byte[] body) {
        this.flag = flag;
        this.status = status;
        this.id = id;
        this.body = body;
    }

    public byte flag() {
        return flag;
    }

    public byte status() {
        return status;
    }

    public long id() {
        return id;
    }

    public byte[] body() {
        return body;
    }

    public boolean isRequest() {
        return FrameHeader.isRequest(flag);
    }

    public boolean isTwoWay() {
        return FrameHeader.isTwoWay(flag);
    }

    public boolean isEvent() {
        return FrameHeader.isEvent(flag);
    }

    public int serializationId() {
        return FrameHeader.serializationId(flag);
    }

    @Override
    public String toString() {
        return (isRequest() ? "request" : "response") + "[id=" + id + ", flag=0x" + Integer.toHexString(flag & 0xFF)
                + (isRequest() ? "" : ", status=" + ResponseStatus.name(status)) + ", body=" + body.length + " bytes]";
    }
}

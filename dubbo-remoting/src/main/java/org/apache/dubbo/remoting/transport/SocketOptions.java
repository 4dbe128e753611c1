package org.apache.dubbo.remoting.transport;

/**
 * Per-channel socket and Netty channel options shared by clients and accepted server channels. Buffer sizes are
 * unset by default so that Linux keeps auto-tuning them: an explicit {@code SO_SNDBUF}/{@code SO_RCVBUF} fixes the
 * size (the kernel doubles the value for its bookkeeping) and turns auto-tuning off for that socket.
 */
public final class SocketOptions {

    private final Integer sendBufferSize;
    private final Integer receiveBufferSize;
    private final WriteSpinCount writeSpinCount;
    private final int writeLowWaterMark;
    private final int writeHighWaterMark;
    private final boolean tcpNoDelay;
    private final boolean keepAlive;

    SocketOptions(Integer sendBufferSize, Integer receiveBufferSize, WriteSpinCount writeSpinCount,
                  int writeLowWaterMark, int writeHighWaterMark, boolean tcpNoDelay, boolean keepAlive) {
        if (writeLowWaterMark > writeHighWaterMark) {
            throw new IllegalArgumentException(TransportKeys.WRITE_LOW_WATER_MARK + " (" + writeLowWaterMark
                    + ") must not exceed " + TransportKeys.WRITE_HIGH_WATER_MARK + " (" + writeHighWaterMark + ")");
        }
        this.sendBufferSize = sendBufferSize;
        this.receiveBufferSize = receiveBufferSize;
        this.writeSpinCount = writeSpinCount;
        this.writeLowWaterMark = writeLowWaterMark;
        this.writeHighWaterMark = writeHighWaterMark;
        this.tcpNoDelay = tcpNoDelay;
        this.keepAlive = keepAlive;
    }

    static SocketOptions read(OptionReader reader, boolean keepAliveDefault) {
        Integer send = reader.optionalInt(TransportKeys.SOCKET_SEND_BUFFER, 1);
        Integer receive = reader.optionalInt(TransportKeys.SOCKET_RECEIVE_BUFFER, 1);
        WriteSpinCount spin = WriteSpinCount.of(reader.intValue(TransportKeys.WRITE_SPIN_COUNT,
                WriteSpinCount.NETTY_DEFAULT, 1));
        // when only one mark is set, the other default moves out of its way instead of contradicting it
        Integer lowSet = reader.optionalInt(TransportKeys.WRITE_LOW_WATER_MARK, 1);
        Integer highSet = reader.optionalInt(TransportKeys.WRITE_HIGH_WATER_MARK, 1);
        int low = lowSet != null ? lowSet : Math.min(TransportKeys.DEFAULT_WRITE_LOW_WATER_MARK,
                highSet != null ? highSet : TransportKeys.DEFAULT_WRITE_HIGH_WATER_MARK);
        int high = highSet != null ? highSet : Math.max(TransportKeys.DEFAULT_WRITE_HIGH_WATER_MARK, low);
        boolean noDelay = reader.booleanValue(TransportKeys.TCP_NO_DELAY, true);
        boolean keepAlive = reader.booleanValue(TransportKeys.KEEP_ALIVE, keepAliveDefault);
        return new SocketOptions(send, receive, spin, low, high, noDelay, keepAlive);
    }

    /** {@code SO_SNDBUF} in bytes, or null to leave it to the kernel. */
    public Integer sendBufferSize() {
        return sendBufferSize;
    }

    /** {@code SO_RCVBUF} in bytes, or null to leave it to the kernel. */
    public Integer receiveBufferSize() {
        return receiveBufferSize;
    }

    public WriteSpinCount writeSpinCount() {
        return writeSpinCount;
    }

    public int writeLowWaterMark() {
        return writeLowWaterMark;
    }

    public int writeHighWaterMark() {
        return writeHighWaterMark;
    }

    public boolean tcpNoDelay() {
        return tcpNoDelay;
    }

    public boolean keepAlive() {
        return keepAlive;
    }

    @Override
    public String toString() {
        return "sndbuf=" + (sendBufferSize == null ? "auto" : sendBufferSize)
                + ", rcvbuf=" + (receiveBufferSize == null ? "auto" : receiveBufferSize)
                + ", writeSpin=" + writeSpinCount + ", waterMarks=" + writeLowWaterMark + "/" + writeHighWaterMark
                + ", tcpNoDelay=" + tcpNoDelay + ", keepAlive=" + keepAlive;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SocketOptions)) {
            return false;
        }
        SocketOptions s = (SocketOptions) o;
        return java.util.Objects.equals(sendBufferSize, s.sendBufferSize)
                && java.util.Objects.equals(receiveBufferSize, s.receiveBufferSize)
                && writeSpinCount.equals(s.writeSpinCount) && writeLowWaterMark == s.writeLowWaterMark
                && writeHighWaterMark == s.writeHighWaterMark && tcpNoDelay == s.tcpNoDelay
                && keepAlive == s.keepAlive;
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(sendBufferSize, receiveBufferSize, writeSpinCount, writeLowWaterMark,
                writeHighWaterMark, tcpNoDelay, keepAlive);
    }
}

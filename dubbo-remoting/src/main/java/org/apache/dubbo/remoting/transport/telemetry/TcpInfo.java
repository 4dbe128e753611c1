package org.apache.dubbo.remoting.transport.telemetry;

import io.netty.channel.Channel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.epoll.EpollTcpInfo;

/**
 * The kernel's {@code TCP_INFO} for a socket, read on demand; only channels of the epoll transport have it (the JDK's
 * NIO channels do not expose the socket's file descriptor). Times are in microseconds, sizes in segments unless
 * said otherwise.
 */
public final class TcpInfo {

    private final int state;
    private final long rttMicros;
    private final long rttVarMicros;
    private final long rtoMicros;
    private final long sendCongestionWindow;
    private final long sendSlowStartThreshold;
    private final long sendMss;
    private final long unacked;
    private final long lost;
    private final long retransmitsInFlight;
    private final long totalRetransmits;
    private final long receiveSpace;

    private TcpInfo(EpollTcpInfo info) {
        this.state = info.state();
        this.rttMicros = info.rtt();
        this.rttVarMicros = info.rttvar();
        this.rtoMicros = info.rto();
        this.sendCongestionWindow = info.sndCwnd();
        this.sendSlowStartThreshold = info.sndSsthresh();
        this.sendMss = info.sndMss();
        this.unacked = info.unacked();
        this.lost = info.lost();
        this.retransmitsInFlight = info.retrans();
        this.totalRetransmits = info.totalRetrans();
        this.receiveSpace = info.rcvSpace();
    }

    /** The channel's TCP_INFO now, or null when it is not an active epoll socket or the read fails. */
    public static TcpInfo read(Channel channel) {
        if (!(channel instanceof EpollSocketChannel) || !channel.isOpen()) {
            return null;
        }
        try {
            return new TcpInfo(((EpollSocketChannel) channel).tcpInfo());
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The TCP state number ({@code 1} = ESTABLISHED). */
    public int state() {
        return state;
    }

    /** Smoothed round-trip time. */
    public long rttMicros() {
        return rttMicros;
    }

    public long rttVarMicros() {
        return rttVarMicros;
    }

    public long rtoMicros() {
        return rtoMicros;
    }

    /** Congestion window, in segments. */
    public long sendCongestionWindow() {
        return sendCongestionWindow;
    }

    public long sendSlowStartThreshold() {
        return sendSlowStartThreshold;
    }

    /** Sender's maximum segment size, in bytes. */
    public long sendMss() {
        return sendMss;
    }

    /** Segments sent and not yet acknowledged: the kernel-side send queue in flight. */
    public long unacked() {
        return unacked;
    }

    public long lost() {
        return lost;
    }

    /** Segments being retransmitted now. */
    public long retransmitsInFlight() {
        return retransmitsInFlight;
    }

    /** Retransmitted segments over the connection's life. */
    public long totalRetransmits() {
        return totalRetransmits;
    }

    /** The receive space the kernel advertises (bytes). */
    public long receiveSpace() {
        return receiveSpace;
    }

    @Override
    public String toString() {
        return "rtt=" + rttMicros + "us/" + rttVarMicros + "us, cwnd=" + sendCongestionWindow + ", unacked=" + unacked
                + ", retrans=" + totalRetransmits + ", mss=" + sendMss;
    }
}

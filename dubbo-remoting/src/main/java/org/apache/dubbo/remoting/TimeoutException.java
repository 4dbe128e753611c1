package org.apache.dubbo.remoting;

import java.net.InetSocketAddress;

/**
 * A call got no response in time. {@link #isServerSide()} tells whether the request had left this process
 * (the time was spent in the network or by the provider) or was still waiting to be written (the time was
 * spent on our side: a busy IO thread or a full outbound buffer).
 */
public class TimeoutException extends RemotingException {

    private static final long serialVersionUID = 1L;

    public static final int CLIENT_SIDE = 0;
    public static final int SERVER_SIDE = 1;

    private final int phase;

    public TimeoutException(boolean serverSide, InetSocketAddress localAddress, InetSocketAddress remoteAddress,
                            String message) {
        super(localAddress, remoteAddress, message);
        this.phase = serverSide ? SERVER_SIDE : CLIENT_SIDE;
    }

    public TimeoutException(boolean serverSide, Channel channel, String message) {
        super(channel, message);
        this.phase = serverSide ? SERVER_SIDE : CLIENT_SIDE;
    }

    /** {@link #CLIENT_SIDE} or {@link #SERVER_SIDE}. */
    public int getPhase() {
        return phase;
    }

    public boolean isServerSide() {
        return phase == SERVER_SIDE;
    }

    public boolean isClientSide() {
        return phase == CLIENT_SIDE;
    }
}

package org.apache.dubbo.remoting.exchange;

import java.net.InetSocketAddress;

/** Where a request came from and how it must be answered. */
public final class RequestContext {

    private final long requestId;
    private final boolean twoWay;
    private final InetSocketAddress remoteAddress;
    private final InetSocketAddress localAddress;
    private final int serializationId;
    private final PeerChannel channel;

    RequestContext(long requestId, boolean twoWay, InetSocketAddress remoteAddress, InetSocketAddress localAddress,
                   int serializationId, PeerChannel channel) {
        this.requestId = requestId;
        this.twoWay = twoWay;
        this.remoteAddress = remoteAddress;
        this.localAddress = localAddress;
        this.serializationId = serializationId;
        this.channel = channel;
    }

    /** The connection the request arrived on: for calls back to the peer and per-connection state. */
    public PeerChannel channel() {
        return channel;
    }

    public long requestId() {
        return requestId;
    }

    /** False for one-way calls: nothing will be sent back, whatever happens. */
    public boolean isTwoWay() {
        return twoWay;
    }

    public InetSocketAddress remoteAddress() {
        return remoteAddress;
    }

    public InetSocketAddress localAddress() {
        return localAddress;
    }

    public int serializationId() {
        return serializationId;
    }
}

package org.apache.dubbo.remoting.transport;

import java.util.Locale;

import io.netty.channel.epoll.Epoll;

/**
 * Which Netty transport carries the channels: the JDK's NIO selector, Linux epoll (native, fewer syscalls and
 * copies), or {@code auto} = epoll where it is available, NIO elsewhere.
 */
public enum NativeTransport {
    NIO,
    EPOLL,
    AUTO;

    public static NativeTransport parse(String value, String key) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid " + key + "='" + value + "': expected nio, epoll or auto");
        }
    }

    /**
     * The transport actually used. An explicit {@code epoll} where epoll cannot load is a configuration error
     * (with Netty's reason); {@code auto} quietly falls back to NIO.
     */
    public NativeTransport effective() {
        switch (this) {
            case NIO:
                return NIO;
            case EPOLL:
                if (!Epoll.isAvailable()) {
                    throw new IllegalStateException("native.transport=epoll was requested but epoll is not available"
                            + " on this machine: " + Epoll.unavailabilityCause());
                }
                return EPOLL;
            default:
                return Epoll.isAvailable() ? EPOLL : NIO;
        }
    }
}

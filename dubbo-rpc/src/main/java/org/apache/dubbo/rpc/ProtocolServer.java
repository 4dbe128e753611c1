package org.apache.dubbo.rpc;

import java.net.InetSocketAddress;

/** A listening server of a protocol, as seen by the configuration layer. */
public interface ProtocolServer {

    String getAddress();

    InetSocketAddress getLocalAddress();

    void close();
}

package org.apache.dubbo.remoting.exchange;

import java.net.InetSocketAddress;

/**
 * Told about connections opening and closing, on the thread the dispatcher chooses: the business pool for
 * {@code all}, one ordered thread per server for {@code connection}, the IO thread otherwise.
 */
public interface ConnectionListener {

    void connected(InetSocketAddress remote, InetSocketAddress local);

    void disconnected(InetSocketAddress remote, InetSocketAddress local);

    ConnectionListener NONE = new ConnectionListener() {
        @Override
        public void connected(InetSocketAddress remote, InetSocketAddress local) {
        }

        @Override
        public void disconnected(InetSocketAddress remote, InetSocketAddress local) {
        }
    };
}

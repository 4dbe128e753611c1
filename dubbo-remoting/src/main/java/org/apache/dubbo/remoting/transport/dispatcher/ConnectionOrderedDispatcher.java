package org.apache.dubbo.remoting.transport.dispatcher;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Dispatcher;

/**
 * {@code dispatcher=connection}: requests and errors on the business pool, connection events in order on one thread. The dubbo protocol applies this choice itself; this extension serves
 * transports that wrap their handlers through the {@link Dispatcher} extension point.
 */
public class ConnectionOrderedDispatcher implements Dispatcher {

    public static final String NAME = "connection";

    @Override
    public ChannelHandler dispatch(ChannelHandler handler, URL url) {
        return new ThreadedChannelHandler(handler, Pools.business(url), Pools.ordered(url));
    }
}

package org.apache.dubbo.remoting.transport.dispatcher;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Dispatcher;

/**
 * {@code dispatcher=all}: requests, connection events and errors on the business pool (the default). The dubbo protocol applies this choice itself; this extension serves
 * transports that wrap their handlers through the {@link Dispatcher} extension point.
 */
public class AllDispatcher implements Dispatcher {

    public static final String NAME = "all";

    @Override
    public ChannelHandler dispatch(ChannelHandler handler, URL url) {
        java.util.concurrent.Executor pool = Pools.business(url);
        return new ThreadedChannelHandler(handler, pool, pool);
    }
}

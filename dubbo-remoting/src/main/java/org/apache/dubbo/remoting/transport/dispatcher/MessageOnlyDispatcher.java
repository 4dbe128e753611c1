package org.apache.dubbo.remoting.transport.dispatcher;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Dispatcher;

/**
 * {@code dispatcher=message}: requests and errors on the business pool, connection events on the calling thread. The dubbo protocol applies this choice itself; this extension serves
 * transports that wrap their handlers through the {@link Dispatcher} extension point.
 */
public class MessageOnlyDispatcher implements Dispatcher {

    public static final String NAME = "message";

    @Override
    public ChannelHandler dispatch(ChannelHandler handler, URL url) {
        return new ThreadedChannelHandler(handler, Pools.business(url), null);
    }
}

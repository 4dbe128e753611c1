package org.apache.dubbo.remoting;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;

/**
 * Decides which thread handles each event of a server's channels, by wrapping the server's handler. Chosen by the
 * {@code dispatcher} key. Built in: {@code all} (the default: requests and connection events on the business
 * pool), {@code direct} (everything on the IO thread), {@code message} and {@code execution} (requests on the
 * pool), {@code connection} (requests on the pool, connection events in order on one thread).
 *
 * <p>For the built-in names the dubbo protocol dispatches itself, without wrapping. A user's dispatcher listed in
 * {@code META-INF/dubbo/org.apache.dubbo.remoting.Dispatcher} and named by {@code dispatcher=<name>} wraps the
 * server's handler: events reach the server on the threads it chooses, and each call is decoded and run on the
 * thread that delivers it.
 */
@SPI(value = "all", scope = ExtensionScope.FRAMEWORK)
public interface Dispatcher {

    /** {@code handler} behind this dispatcher's choice of threads. */
    @Adaptive({Constants.DISPATCHER_KEY, "dispather", "channel.handler"})
    ChannelHandler dispatch(ChannelHandler handler, URL url);
}

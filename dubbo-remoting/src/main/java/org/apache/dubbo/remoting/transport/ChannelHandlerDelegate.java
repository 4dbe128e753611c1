package org.apache.dubbo.remoting.transport;

import org.apache.dubbo.remoting.ChannelHandler;

/** A handler that wraps another one. */
public interface ChannelHandlerDelegate extends ChannelHandler {

    ChannelHandler getHandler();
}

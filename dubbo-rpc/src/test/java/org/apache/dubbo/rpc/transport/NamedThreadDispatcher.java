package org.apache.dubbo.rpc.transport;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Dispatcher;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.AbstractChannelHandlerDelegate;

/** A user's dispatcher ({@code dispatcher=named}): delivers messages on its own threads, {@code named-dispatch}. */
public class NamedThreadDispatcher implements Dispatcher {

    static final ExecutorService POOL = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "named-dispatch");
        thread.setDaemon(true);
        return thread;
    });

    @Override
    public ChannelHandler dispatch(ChannelHandler handler, URL url) {
        return new AbstractChannelHandlerDelegate(handler) {
            @Override
            public void received(Channel channel, Object message) {
                POOL.execute(() -> {
                    try {
                        handler.received(channel, message);
                    } catch (RemotingException e) {
                        throw new IllegalStateException(e);
                    }
                });
            }
        };
    }
}

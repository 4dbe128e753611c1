package com.example.ext;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.Dispatcher;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ChannelHandlerDelegate;

/** {@code dispatcher=appdispatch}: delivers received messages on the application's own threads. */
public class AppDispatcher implements Dispatcher {

    private static final ExecutorService THREADS = Executors.newCachedThreadPool(
            new NamedThreadFactory("app-dispatch", true));

    @Override
    public ChannelHandler dispatch(ChannelHandler handler, URL url) {
        Counters.hit("dispatcher");
        return new ChannelHandlerDelegate() {
            @Override
            public ChannelHandler getHandler() {
                return handler;
            }

            @Override
            public void connected(Channel channel) throws RemotingException {
                handler.connected(channel);
            }

            @Override
            public void disconnected(Channel channel) throws RemotingException {
                handler.disconnected(channel);
            }

            @Override
            public void sent(Channel channel, Object message) throws RemotingException {
                handler.sent(channel, message);
            }

            @Override
            public void received(Channel channel, Object message) {
                THREADS.execute(() -> {
                    try {
                        handler.received(channel, message);
                    } catch (RemotingException e) {
                        throw new IllegalStateException(e);
                    }
                });
            }

            @Override
            public void caught(Channel channel, Throwable exception) throws RemotingException {
                handler.caught(channel, exception);
            }
        };
    }
}

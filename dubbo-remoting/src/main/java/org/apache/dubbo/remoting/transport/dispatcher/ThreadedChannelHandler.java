package org.apache.dubbo.remoting.transport.dispatcher;

import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

import org.apache.dubbo.remoting.Channel;
import org.apache.dubbo.remoting.ChannelHandler;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.AbstractChannelHandlerDelegate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs some events of the wrapped handler on an executor and the others on the calling thread, as a built-in
 * dispatcher chose. An event the executor refuses runs on the calling thread, so nothing is lost.
 */
final class ThreadedChannelHandler extends AbstractChannelHandlerDelegate {

    private static final Logger log = LoggerFactory.getLogger(ThreadedChannelHandler.class);

    private final Executor messages;
    private final Executor connections;

    /**
     * @param messages    runs {@code received} and {@code caught}; null for the calling thread
     * @param connections runs {@code connected} and {@code disconnected}; null for the calling thread
     */
    ThreadedChannelHandler(ChannelHandler handler, Executor messages, Executor connections) {
        super(handler);
        this.messages = messages;
        this.connections = connections;
    }

    private interface Event {
        void run() throws RemotingException;
    }

    private static void dispatch(Executor executor, String what, Channel channel, Event event)
            throws RemotingException {
        if (executor == null) {
            event.run();
            return;
        }
        try {
            executor.execute(() -> {
                try {
                    event.run();
                } catch (RemotingException | RuntimeException e) {
                    log.warn("Handler failed on {} of {}: {}", what, channel, e.toString(), e);
                }
            });
        } catch (RejectedExecutionException e) {
            event.run();
        }
    }

    @Override
    public void connected(Channel channel) throws RemotingException {
        dispatch(connections, "connected", channel, () -> handler.connected(channel));
    }

    @Override
    public void disconnected(Channel channel) throws RemotingException {
        dispatch(connections, "disconnected", channel, () -> handler.disconnected(channel));
    }

    @Override
    public void received(Channel channel, Object message) throws RemotingException {
        dispatch(messages, "received", channel, () -> handler.received(channel, message));
    }

    @Override
    public void caught(Channel channel, Throwable exception) throws RemotingException {
        dispatch(messages, "caught", channel, () -> handler.caught(channel, exception));
    }
}

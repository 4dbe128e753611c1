package org.apache.dubbo.remoting.exchange;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.ByteBuf;
import io.netty.util.Timeout;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.TimeoutException;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.PayloadTooLargeException;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A consumer's connection on the provider side as a {@link PeerChannel}: requests from provider to consumer (parameter
 * callbacks), numbered from the JVM-wide request ids, matched to the consumer's responses by id, each ending exactly
 * once by its response, its timeout, a write failure or the connection's close.
 */
final class ServerPeerChannel implements PeerChannel {

    private static final Logger log = LoggerFactory.getLogger(ServerPeerChannel.class);

    private final ServerChannel channel;
    private final int payload;
    private final ChannelDescription description;
    private final ConcurrentMap<Long, Call> calls = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, Object> attributes = new ConcurrentHashMap<>();
    private final List<Runnable> closeActions = new CopyOnWriteArrayList<>();
    private volatile boolean closed;

    ServerPeerChannel(ServerChannel channel, int payload) {
        this.channel = channel;
        this.payload = payload;
        this.description = new ChannelDescription(channel);
    }

    @Override
    public InetSocketAddress remoteAddress() {
        return channel.remoteAddress();
    }

    @Override
    public InetSocketAddress localAddress() {
        return channel.localAddress();
    }

    @Override
    public boolean isActive() {
        return !closed && channel.isActive();
    }

    @Override
    public ConcurrentMap<String, Object> attributes() {
        return attributes;
    }

    @Override
    public void onClose(Runnable action) {
        closeActions.add(action);
        if (closed && closeActions.remove(action)) {
            action.run();
        }
    }

    @Override
    public ResponseFuture request(InvocationBody body, CallOptions options) throws RemotingException {
        if (!isActive()) {
            throw new RemotingException(localAddress(), remoteAddress(), "The connection to " + remoteAddress()
                    + " is closed; cannot call " + describe(body) + " back");
        }
        long id = RequestIds.next();
        int limit = options.payload() != null ? options.payload() : payload;
        ByteBuf frame;
        try {
            frame = DubboCodec.encodeRequest(channel.channel().alloc(), id, options.serialization(), true, body, limit,
                    description);
        } catch (PayloadTooLargeException e) {
            throw new RemotingException(localAddress(), remoteAddress(), "Failed to send request " + describe(body)
                    + " to " + remoteAddress() + ", cause: " + e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            throw new RemotingException(localAddress(), remoteAddress(), "Failed to serialize request "
                    + describe(body) + " with " + Serializations.nameOf(options.serialization()) + ": " + e, e);
        }
        Call call = new Call(id, body, options.timeoutMillis());
        calls.put(id, call);
        call.timeout = ResponseTimer.schedule(t -> call.expire(), options.timeoutMillis());
        try {
            channel.writer().write(frame, cause -> {
                if (cause == null) {
                    call.future.sent().complete(null);
                } else {
                    call.future.sent().completeExceptionally(cause);
                    call.fail(new ResponseErrorException(ResponseStatus.CHANNEL_INACTIVE, localAddress(),
                            remoteAddress(), "Failed to send request " + describe(body) + " to " + remoteAddress()
                            + ": " + cause));
                }
            }, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(options.timeoutMillis()));
        } catch (RemotingException e) {
            calls.remove(id, call);
            call.cancelTimer();
            throw e;
        }
        return call.future;
    }

    /** A response frame from the consumer. */
    void onResponse(InboundFrame frame) {
        Call call = calls.remove(frame.id());
        if (call == null) {
            log.warn("The response to callback request {} from {} arrived after its call had ended; dropped",
                    frame.id(), remoteAddress());
            return;
        }
        call.cancelTimer();
        if (frame.status() == ResponseStatus.OK) {
            call.future.complete(new Response(frame, localAddress(), remoteAddress()));
        } else {
            call.future.completeExceptionally(new ResponseErrorException(frame.status(), localAddress(),
                    remoteAddress(), ExchangeClient.errorMessage(frame)));
        }
    }

    /** The connection is gone: calls in flight fail, state is dropped, close actions run. */
    void closed() {
        closed = true;
        for (Call call : new ArrayList<>(calls.values())) {
            call.fail(new ResponseErrorException(ResponseStatus.CHANNEL_INACTIVE, localAddress(), remoteAddress(),
                    "Channel " + channel + " is inactive. Directly return the unfinished request: "
                            + describe(call.body)));
        }
        attributes.clear();
        for (Runnable action : new ArrayList<>(closeActions)) {
            if (closeActions.remove(action)) {
                try {
                    action.run();
                } catch (RuntimeException e) {
                    log.warn("A close action of {} failed: {}", channel, e.toString());
                }
            }
        }
    }

    private static String describe(InvocationBody body) {
        return body.serviceName() + "#" + body.methodName();
    }

    private final class Call {
        final long id;
        final InvocationBody body;
        final int timeoutMillis;
        final ResponseFuture future;
        volatile Timeout timeout;

        Call(long id, InvocationBody body, int timeoutMillis) {
            this.id = id;
            this.body = body;
            this.timeoutMillis = timeoutMillis;
            this.future = new ResponseFuture(id);
        }

        void cancelTimer() {
            Timeout t = timeout;
            if (t != null) {
                t.cancel();
            }
        }

        void fail(Exception e) {
            if (calls.remove(id, this)) {
                cancelTimer();
                future.completeExceptionally(e);
            }
        }

        void expire() {
            if (calls.remove(id, this)) {
                boolean sent = future.sent().isDone() && !future.sent().isCompletedExceptionally();
                future.completeExceptionally(new TimeoutException(sent, localAddress(), remoteAddress(),
                        (sent ? "Waiting consumer-side response timeout" : "Sending callback request timeout")
                                + " after " + timeoutMillis + " ms, request: " + describe(body) + " (id " + id
                                + "), channel: " + channel));
            }
        }
    }
}

package org.apache.dubbo.remoting.exchange;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetSocketAddress;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.buffer.ByteBuf;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.common.serialize.hessian2.Hessian2Serialization;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.common.utils.WarningThrottle;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.FrameSizeHint;
import org.apache.dubbo.remoting.codec.FrameHeader;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.PayloadTooLargeException;
import org.apache.dubbo.remoting.codec.ProtocolVersion;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.transport.DispatchMode;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.apache.dubbo.remoting.transport.ServerTransport;
import org.apache.dubbo.remoting.transport.netty4.TransporterBinding;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The provider end: answers heartbeats on the IO thread, hands calls to the business pool (or runs them where
 * the dispatcher says), decodes them there, runs the {@link RequestHandler} and writes the response through the
 * connection's bounded write path. Every two-way request gets an answer or a clear error status: undecodable
 * (BAD_REQUEST), unknown serialization (BAD_REQUEST), invocation failure (SERVICE_ERROR), unencodable or
 * oversized result (BAD_RESPONSE), pool exhausted (SERVER_THREADPOOL_EXHAUSTED_ERROR), shutting down
 * (SERVER_ERROR).
 *
 * <p>Shutting down is graceful: {@link #announceReadonly()} sends the readonly event on every connection (and on
 * every later one), so consumers stop choosing this provider, while calls — including those already on their way —
 * keep being served; {@link #close(long)} also stops accepting connections, waits until the server is idle (no
 * call in flight and none arriving for a moment) up to its timeout, and only then closes.
 */
public final class ExchangeServer {

    private static final Logger log = LoggerFactory.getLogger(ExchangeServer.class);
    /** Errors are always written in hessian2, which every consumer reads (wire spec 2.7). */
    private static final Serialization ERROR_SERIALIZATION = Serializations.byName(Hessian2Serialization.NAME);
    private static final long DEFAULT_RESPONSE_WRITE_WAIT_MILLIS = 5_000;

    private final ServerTransport transport;
    private final ServerOptions options;
    private final RequestHandler handler;
    private final ConnectionListener connections;
    private final Executor pool;
    private final ExecutorService connectionEvents;
    private final AtomicInteger inFlight = new AtomicInteger();
    /** The connections requests came in on, as channels to call back on. */
    private final java.util.concurrent.ConcurrentMap<ServerChannel, ServerPeerChannel> peers =
            new java.util.concurrent.ConcurrentHashMap<>();
    private final WarningThrottle droppedResponses = new WarningThrottle(log, 1, TimeUnit.SECONDS);
    private final FrameSizeHint resultSizes = new FrameSizeHint();
    private final String address;
    /** Quiet time after the last request before the server counts as idle. */
    static final long QUIET_MILLIS = 50;

    private volatile boolean readonly;
    /** Set once the drain is over: calls arriving now are refused. */
    private volatile boolean closing;
    private boolean closeStarted;
    private volatile long lastRequestNanos = System.nanoTime() - TimeUnit.SECONDS.toNanos(1);

    private ExchangeServer(InetSocketAddress bind, ServerOptions options, RequestHandler handler,
                           ConnectionListener connections) throws RemotingException {
        this.options = options;
        this.handler = handler;
        this.connections = connections;
        String host = bind.getAddress() == null ? bind.getHostString() : bind.getAddress().getHostAddress();
        this.pool = options.newBusinessPool("dubbo", host + ":" + bind.getPort());
        this.connectionEvents = options.dispatcher() == DispatchMode.CONNECTION
                ? Executors.newSingleThreadExecutor(new NamedThreadFactory("DubboConnectionEvents-" + bind.getPort(),
                true)) : null;
        try {
            this.transport = TransporterBinding.bind(bind, options, new Events());
        } catch (RemotingException | RuntimeException e) {
            if (pool instanceof ExecutorService) {
                ((ExecutorService) pool).shutdownNow();
            }
            if (connectionEvents != null) {
                connectionEvents.shutdownNow();
            }
            throw e;
        }
        this.address = host + ":" + transport.localAddress().getPort();
    }

    public static ExchangeServer bind(InetSocketAddress address, ServerOptions options, RequestHandler handler)
            throws RemotingException {
        return new ExchangeServer(address, options, handler, ConnectionListener.NONE);
    }

    public static ExchangeServer bind(InetSocketAddress address, ServerOptions options, RequestHandler handler,
                                      ConnectionListener listener) throws RemotingException {
        return new ExchangeServer(address, options, handler, listener);
    }

    public InetSocketAddress localAddress() {
        return transport.localAddress();
    }

    /** The transport, for diagnostics and tests (open channels and their options). */
    public ServerTransport transport() {
        return transport;
    }

    /** The pool that runs the calls: a built-in kind, or what the user's {@code ThreadPool} extension returned. */
    public Executor businessPool() {
        return pool;
    }

    /** Calls received and not yet answered. */
    public int inFlight() {
        return inFlight.get();
    }

    /** Whether the drain of {@link #close(long)} is over and calls are refused. */
    public boolean isClosing() {
        return closing;
    }

    /**
     * Sends the readonly event on every connection, and from now on on every new one: consumers stop sending new
     * calls here. Calls that arrive all the same are served. Idempotent.
     */
    public void announceReadonly() {
        readonly = true;
        for (ServerChannel channel : transport.channels()) {
            sendReadonly(channel);
        }
    }

    public boolean isReadonly() {
        return readonly;
    }

    /**
     * Waits until no call is in flight and none has arrived for {@value #QUIET_MILLIS} ms (consumers that got the
     * readonly event have stopped; calls already on the wire have landed), or until {@code timeoutMillis} passed.
     *
     * @return whether the server became idle in time
     */
    public boolean awaitIdle(long timeoutMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        long quiet = TimeUnit.MILLISECONDS.toNanos(QUIET_MILLIS);
        while (System.nanoTime() < deadline) {
            long now = System.nanoTime();
            if (inFlight.get() == 0 && now - lastRequestNanos >= quiet) {
                return true;
            }
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return inFlight.get() == 0;
    }

    /**
     * Graceful close: stop accepting, announce readonly, wait up to {@code timeoutMillis} until idle (see
     * {@link #awaitIdle(long)}) while still serving, then refuse calls and close connections and threads.
     */
    public void close(long timeoutMillis) {
        synchronized (this) {
            if (closeStarted) {
                return;
            }
            closeStarted = true;
        }
        transport.stopAccepting();
        announceReadonly();
        awaitIdle(timeoutMillis);
        closing = true;
        if (inFlight.get() > 0) {
            log.warn("Closing {} with {} calls still in flight after waiting {} ms", address, inFlight.get(),
                    timeoutMillis);
        }
        transport.close();
        if (pool instanceof ExecutorService) {
            ((ExecutorService) pool).shutdown();
        }
        if (connectionEvents != null) {
            connectionEvents.shutdown();
        }
        log.info("Server {} closed", address);
    }

    private void sendReadonly(ServerChannel channel) {
        try {
            ByteBuf frame = DubboCodec.encodeEventRequest(channel.channel().alloc(), RequestIds.next(),
                    ERROR_SERIALIZATION, false, DubboCodec.READONLY_EVENT);
            channel.writer().write(frame, cause -> {
                if (cause != null) {
                    log.debug("Readonly event to {} not written: {}", channel, cause.toString());
                }
            }, System.nanoTime() + TimeUnit.SECONDS.toNanos(1));
        } catch (IOException | RemotingException e) {
            log.debug("Readonly event to {} not sent: {}", channel, e.toString());
        }
    }

    private void onRequest(ServerChannel channel, InboundFrame frame) {
        if (frame.isEvent()) {
            if (DubboCodec.isHeartbeat(frame)) {
                if (frame.isTwoWay()) {
                    write(channel, frame.id(), DubboCodec.encodeHeartbeatResponse(channel.channel().alloc(), frame),
                            DEFAULT_RESPONSE_WRITE_WAIT_MILLIS);
                }
            } else {
                log.debug("Ignoring event request {} from {}", frame.id(), channel);
            }
            return;
        }
        Serialization serialization = Serializations.byId(frame.serializationId());
        if (serialization == null) {
            replyError(channel, frame, ResponseStatus.BAD_REQUEST, "Unrecognized serialize type from consumer: "
                    + frame.serializationId() + " (this provider supports " + Serializations.all().keySet() + ")");
            return;
        }
        lastRequestNanos = System.nanoTime();
        if (closing) {
            replyError(channel, frame, ResponseStatus.SERVER_ERROR, "Provider " + address
                    + " is shutting down and takes no new requests");
            return;
        }
        inFlight.incrementAndGet();
        Runnable task = () -> process(channel, frame, serialization);
        if (!options.dispatcher().requestsOnPool()) {
            task.run();
            return;
        }
        try {
            pool.execute(task);
        } catch (RejectedExecutionException e) {
            inFlight.decrementAndGet();
            replyError(channel, frame, ResponseStatus.SERVER_THREADPOOL_EXHAUSTED_ERROR, "Server side("
                    + transport.localAddress().getAddress().getHostAddress() + "," + transport.localAddress().getPort()
                    + ") thread pool is exhausted, detail msg:" + e.getMessage());
        }
    }

    private void process(ServerChannel channel, InboundFrame frame, Serialization serialization) {
        boolean responded = false;
        try {
            InvocationBody call;
            try {
                call = DubboCodec.decodeInvocation(frame, serialization, handler);
            } catch (IOException | RuntimeException e) {
                log.warn("Cannot decode request {} from {}: {}", frame.id(), channel, e.toString());
                replyError(channel, frame, ResponseStatus.BAD_REQUEST, "Fail to decode request due to: "
                        + stackTrace(e));
                return;
            }
            RequestContext context = new RequestContext(frame.id(), frame.isTwoWay(), channel.remoteAddress(),
                    channel.localAddress(), frame.serializationId(), peer(channel));
            CompletionStage<ResultBody> result;
            try {
                result = handler.handle(call, context);
            } catch (Throwable t) {
                replyError(channel, frame, ResponseStatus.SERVICE_ERROR, stackTrace(t));
                return;
            }
            responded = true;
            long writeWait = writeWait(call);
            result.whenComplete((body, error) -> {
                try {
                    if (!frame.isTwoWay()) {
                        return;
                    }
                    if (error != null) {
                        Throwable cause = error instanceof CompletionException && error.getCause() != null
                                ? error.getCause() : error;
                        replyError(channel, frame, ResponseStatus.SERVICE_ERROR, stackTrace(cause));
                    } else {
                        replyResult(channel, frame, serialization, call, body, writeWait);
                    }
                } finally {
                    inFlight.decrementAndGet();
                }
            });
        } finally {
            if (!responded) {
                inFlight.decrementAndGet();
            }
        }
    }

    private ServerPeerChannel peer(ServerChannel channel) {
        ServerPeerChannel peer = peers.get(channel);
        if (peer == null) {
            peer = peers.computeIfAbsent(channel, c -> new ServerPeerChannel(c, options.payload()));
            if (!channel.isActive() && peers.remove(channel, peer)) {
                peer.closed();
            }
        }
        return peer;
    }

    private void replyResult(ServerChannel channel, InboundFrame frame, Serialization serialization,
                             InvocationBody call, ResultBody body, long writeWait) {
        ByteBuf response;
        try {
            response = DubboCodec.encodeResult(channel.channel().alloc(), frame.id(), serialization, body,
                    ProtocolVersion.supportsResponseAttachments(call.dubboVersion()), options.payload(),
                    new ChannelDescription(channel), resultSizes);
        } catch (PayloadTooLargeException e) {
            log.warn("Response to request {} from {} is too large: {}", frame.id(), channel, e.getMessage());
            replyError(channel, frame, ResponseStatus.BAD_RESPONSE, e.getMessage());
            return;
        } catch (IOException | RuntimeException e) {
            log.warn("Cannot encode the response to request {} from {}: {}", frame.id(), channel, e.toString());
            replyError(channel, frame, ResponseStatus.BAD_RESPONSE, "Failed to send response: " + body
                    + ", cause: " + stackTrace(e));
            return;
        }
        write(channel, frame.id(), response, writeWait);
    }

    private void replyError(ServerChannel channel, InboundFrame frame, byte status, String message) {
        if (!frame.isTwoWay()) {
            log.debug("One-way request {} from {} failed with {}: {}", frame.id(), channel,
                    ResponseStatus.name(status), message);
            return;
        }
        try {
            write(channel, frame.id(), DubboCodec.encodeError(channel.channel().alloc(), frame.id(),
                    ERROR_SERIALIZATION, status, message), DEFAULT_RESPONSE_WRITE_WAIT_MILLIS);
        } catch (IOException e) {
            log.warn("Cannot encode the {} answer to request {} from {}: {}", ResponseStatus.name(status), frame.id(),
                    channel, e.toString());
        }
    }

    private void write(ServerChannel channel, long id, ByteBuf response, long waitMillis) {
        try {
            channel.writer().write(response, cause -> {
                if (cause != null) {
                    droppedResponses.warn("Response to request " + id + " could not be written to " + channel + ": "
                            + cause);
                }
            }, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis));
        } catch (RemotingException e) {
            droppedResponses.warn("Response to request " + id + " dropped: " + e.getMessage());
        }
    }

    /** How long a business thread may wait to hand a response to a congested channel: the caller's timeout. */
    private static long writeWait(InvocationBody call) {
        Object timeout = call.attachments().get("timeout");
        if (timeout != null) {
            try {
                long t = Long.parseLong(timeout.toString().trim());
                if (t > 0) {
                    return t;
                }
            } catch (NumberFormatException ignored) {
                // fall back to the default
            }
        }
        return DEFAULT_RESPONSE_WRITE_WAIT_MILLIS;
    }

    static String stackTrace(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString();
    }

    private final class Events implements ServerTransport.Handler {
        @Override
        public void onConnected(ServerChannel channel) {
            if (readonly) {
                sendReadonly(channel);
            }
            dispatchConnectionEvent(() -> connections.connected(channel.remoteAddress(), channel.localAddress()));
        }

        @Override
        public void onDisconnected(ServerChannel channel) {
            ServerPeerChannel peer = peers.remove(channel);
            if (peer != null) {
                peer.closed();
            }
            dispatchConnectionEvent(() -> connections.disconnected(channel.remoteAddress(), channel.localAddress()));
        }

        private void dispatchConnectionEvent(Runnable event) {
            if (connections == ConnectionListener.NONE) {
                // nobody listens: do not spend a business thread (with threads=1 it would refuse the first call)
                return;
            }
            try {
                if (connectionEvents != null) {
                    connectionEvents.execute(event);
                } else if (options.dispatcher().connectionEventsOnPool()) {
                    pool.execute(event);
                } else {
                    event.run();
                }
            } catch (RejectedExecutionException e) {
                event.run();
            }
        }

        @Override
        public void onFrame(ServerChannel channel, InboundFrame frame) {
            if (frame.isRequest()) {
                onRequest(channel, frame);
            } else if (!frame.isEvent()) {
                ServerPeerChannel peer = peers.get(channel);
                if (peer != null) {
                    peer.onResponse(frame);
                } else {
                    log.debug("Ignoring a response frame {} from consumer {}: no call was made to it", frame, channel);
                }
            }
        }

        @Override
        public void onViolation(ServerChannel channel, FrameViolation violation) {
            if (violation.kind() == FrameViolation.Kind.OVERSIZED && FrameHeader.isRequest(violation.flag())
                    && FrameHeader.isTwoWay(violation.flag())) {
                InboundFrame header = new InboundFrame(violation.flag(), (byte) 0, violation.id(), new byte[0]);
                replyError(channel, header, ResponseStatus.BAD_REQUEST, violation.reason()
                        + "; the connection is closed");
            }
        }
    }
}

package org.apache.dubbo.remoting.exchange;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.text.SimpleDateFormat;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.util.Timeout;
import io.netty.util.TimerTask;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.common.serialize.hessian2.Hessian2Serialization;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.TimeoutException;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.FrameSizeHint;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.PayloadTooLargeException;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.transport.ChannelOverloadedException;
import org.apache.dubbo.remoting.transport.ClientConnection;
import org.apache.dubbo.remoting.transport.netty4.TransporterBinding;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.DialTargets;
import org.apache.dubbo.remoting.transport.WriteListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The consumer end of one connection: numbers requests, keeps the calls in flight until their response,
 * timeout or the loss of the connection, sends heartbeats when the connection is read-idle and reconnects when
 * they go unanswered, answers the provider's heartbeats and honours its readonly event.
 *
 * <p>Requests are encoded on the calling thread; the IO thread only matches responses to calls. A call always
 * ends exactly once: by its response, its timeout, a write failure or the connection's loss — whichever comes
 * first — and a response that arrives after its call ended is logged and dropped.
 */
public final class ExchangeClient implements AutoCloseable, PeerChannel {

    private static final Logger log = LoggerFactory.getLogger(ExchangeClient.class);
    private static final Serialization HEARTBEAT_SERIALIZATION = Serializations.byName(Hessian2Serialization.NAME);

    private final ClientConnection connection;
    private final ChannelDescription channelDescription;
    private final ClientOptions options;
    private final ConcurrentHashMap<Long, PendingCall> pending = new ConcurrentHashMap<>();
    private final FrameSizeHint requestSizes = new FrameSizeHint();
    private volatile boolean readonly;
    /** State the layers above keep for the current connection (consumer-side callback exports); see {@link #attributes()}. */
    private final java.util.concurrent.ConcurrentMap<String, Object> attributes = new ConcurrentHashMap<>();
    private final List<Runnable> closeActions = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile RequestHandler requestHandler;
    private volatile java.util.concurrent.Executor requestExecutor;

    /** Whether this client dials on its first call ({@code lazy=true}) rather than when it is created. */
    private final boolean lazy;
    /** The first connection attempt, once started; guarded by {@code this} while it is being started. */
    private volatile CompletableFuture<Void> firstConnect;

    private ExchangeClient(DialTargets targets, ClientOptions options, boolean lazy) throws RemotingException {
        this.options = options;
        this.lazy = lazy;
        this.connection = TransporterBinding.connection(targets, options, new Events());
        this.channelDescription = new ChannelDescription(connection);
    }

    /**
     * A client that connects on its first call (Dubbo's {@code lazy=true}): until then it opens no socket and runs
     * no timer, and counts as available. The first call waits up to the connect timeout for the connection; when it
     * cannot be made, that call fails and the connection keeps trying in the background, as for {@code check=false}.
     */
    public static ExchangeClient lazy(DialTargets targets, ClientOptions options) throws RemotingException {
        return new ExchangeClient(targets, options, true);
    }

    /** Starts connecting unless that has started; returns the first attempt. */
    CompletableFuture<Void> dial() {
        CompletableFuture<Void> started = firstConnect;
        if (started != null) {
            return started;
        }
        synchronized (this) {
            if (firstConnect == null) {
                firstConnect = connection.connect();
            }
            return firstConnect;
        }
    }

    /** Whether connecting has started (always, unless the client is lazy and was never called). */
    public boolean isDialled() {
        return firstConnect != null;
    }

    /** A lazy client's first call: dial, and wait up to the connect timeout for the first attempt. */
    private void connectOnFirstCall() throws RemotingException {
        if (!lazy || connection.isConnected()) {
            return;
        }
        CompletableFuture<Void> connected = dial();
        if (connected.isDone()) {
            return;
        }
        try {
            connected.get(options.connectTimeoutMillis(), TimeUnit.MILLISECONDS);
        } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
            // the writer reports the connection's failure
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RemotingException(null, connection.remoteAddress(), "Interrupted while connecting to "
                    + connection.remoteAddress());
        }
    }

    /**
     * Creates a client and starts connecting. With {@code awaitMillis > 0} it waits that long for the first
     * connection and fails if it is not up (Dubbo's {@code check=true}); otherwise it returns at once and keeps
     * trying in the background.
     */
    public static ExchangeClient connect(InetSocketAddress address, ClientOptions options, long awaitMillis)
            throws RemotingException {
        return connect(address, options, awaitMillis, awaitMillis > 0);
    }

    /**
     * Creates a client, starts connecting and waits up to {@code awaitMillis} for the first connection. If it is
     * not up by then, a {@code required} connection fails (and is closed); an optional one is returned anyway and
     * keeps reconnecting in the background, so a provider that comes later is picked up.
     */
    public static ExchangeClient connect(InetSocketAddress address, ClientOptions options, long awaitMillis,
                                         boolean required) throws RemotingException {
        return connect(DialTargets.of(address), options, awaitMillis, required);
    }

    /** As above, dialling the {@code targets} in order on every connect and reconnect. */
    public static ExchangeClient connect(DialTargets targets, ClientOptions options, long awaitMillis,
                                         boolean required) throws RemotingException {
        InetSocketAddress address = targets.first();
        ExchangeClient client = new ExchangeClient(targets, options, false);
        CompletableFuture<Void> connected = client.dial();
        if (awaitMillis <= 0) {
            return client;
        }
        RemotingException failure;
        try {
            connected.get(awaitMillis, TimeUnit.MILLISECONDS);
            return client;
        } catch (ExecutionException e) {
            failure = e.getCause() instanceof RemotingException ? (RemotingException) e.getCause()
                    : new RemotingException(null, address, "Failed to connect to " + targets + ": " + e.getCause(),
                    e.getCause());
        } catch (java.util.concurrent.TimeoutException e) {
            failure = new RemotingException(null, address, "Failed to connect to " + targets + " within "
                    + awaitMillis + " ms");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            failure = new RemotingException(null, address, "Interrupted while connecting to " + targets);
        }
        if (!required) {
            log.warn("{}; continuing without it, reconnecting in the background", failure.getMessage());
            return client;
        }
        client.close();
        throw failure;
    }

    /** Sends a two-way call. Encoding errors (payload too large, unserializable argument) are thrown at once. */
    public ResponseFuture request(InvocationBody body, CallOptions call) throws RemotingException {
        connectOnFirstCall();
        long id = RequestIds.next();
        ByteBuf frame = encode(id, true, body, call);
        PendingCall pendingCall = new PendingCall(id, body, call.timeoutMillis());
        pending.put(id, pendingCall);
        pendingCall.timeout = ResponseTimer.schedule(pendingCall, call.timeoutMillis());
        try {
            connection.writer().write(frame, pendingCall, pendingCall.deadlineNanos());
        } catch (RemotingException e) {
            if (pending.remove(id, pendingCall)) {
                pendingCall.cancelTimer();
            }
            if (e instanceof ChannelOverloadedException) {
                throw e;
            }
            frame.release();
            throw e;
        }
        return pendingCall.future;
    }

    /** Sends a one-way call; the returned future completes when the bytes are written (for {@code sent=true}). */
    public CompletableFuture<Void> send(InvocationBody body, CallOptions call) throws RemotingException {
        connectOnFirstCall();
        ByteBuf frame = encode(RequestIds.next(), false, body, call);
        CompletableFuture<Void> written = new CompletableFuture<>();
        try {
            connection.writer().write(frame, cause -> {
                if (cause == null) {
                    written.complete(null);
                } else {
                    written.completeExceptionally(new RemotingException(localAddress(), remoteAddress(),
                            "Failed to send one-way request " + describe(body) + ": " + cause, cause));
                }
            }, deadline(call.timeoutMillis()));
        } catch (ChannelOverloadedException e) {
            throw e;
        } catch (RemotingException e) {
            frame.release();
            throw e;
        }
        return written;
    }

    private ByteBuf encode(long id, boolean twoWay, InvocationBody body, CallOptions call) throws RemotingException {
        int payload = call.payload() != null ? call.payload() : options.payload();
        try {
            return DubboCodec.encodeRequest(allocator(), id, call.serialization(), twoWay, body, payload,
                    channelDescription, requestSizes);
        } catch (PayloadTooLargeException e) {
            throw new RemotingException(localAddress(), remoteAddress(), "Failed to send request "
                    + describe(body) + " to " + remoteAddress() + ", cause: " + e.getMessage(), e);
        } catch (IOException | RuntimeException e) {
            throw new RemotingException(localAddress(), remoteAddress(), "Failed to serialize request "
                    + describe(body) + " with " + Serializations.nameOf(call.serialization()) + ": " + e, e);
        }
    }

    private ByteBufAllocator allocator() {
        Channel ch = connection.channel();
        return ch != null ? ch.alloc() : PooledByteBufAllocator.DEFAULT;
    }

    private static long deadline(long timeoutMillis) {
        return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
    }

    /**
     * Serves the requests the provider sends on this connection (parameter callbacks) with {@code handler}, run on
     * {@code executor}. Without a handler such requests are answered with BAD_REQUEST.
     */
    public void serve(RequestHandler handler, java.util.concurrent.Executor executor) {
        this.requestExecutor = executor;
        this.requestHandler = handler;
    }

    @Override
    public boolean isActive() {
        return connection.isConnected();
    }

    /** Emptied whenever the connection is lost: what was bound to it (callback exports) is bound to nothing now. */
    @Override
    public java.util.concurrent.ConcurrentMap<String, Object> attributes() {
        return attributes;
    }

    /** {@code action} runs when the current connection is lost or the client closes. */
    @Override
    public void onClose(Runnable action) {
        closeActions.add(action);
    }

    private void dropConnectionState() {
        attributes.clear();
        for (Runnable action : new ArrayList<>(closeActions)) {
            if (closeActions.remove(action)) {
                try {
                    action.run();
                } catch (RuntimeException e) {
                    log.warn("A close action of {} failed: {}", connection, e.toString());
                }
            }
        }
    }

    /** Connected (or lazy and not called yet, as in Apache Dubbo) and not marked readonly by the provider. */
    public boolean isAvailable() {
        return (connection.isConnected() || (lazy && firstConnect == null)) && !readonly;
    }

    public boolean isConnected() {
        return connection.isConnected();
    }

    /** Whether the provider announced a graceful shutdown on this connection. */
    public boolean isReadonly() {
        return readonly;
    }

    public InetSocketAddress remoteAddress() {
        return connection.remoteAddress();
    }

    public InetSocketAddress localAddress() {
        return connection.localAddress();
    }

    /** The underlying connection: its event loop, channel and options (for diagnostics and tests). */
    public ClientConnection connection() {
        return connection;
    }

    /** Calls waiting for a response. */
    public int pendingCalls() {
        return pending.size();
    }

    /** Waits up to {@code timeoutMillis} for calls in flight to finish, then closes the connection. */
    public void close(long timeoutMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (!pending.isEmpty() && System.nanoTime() < deadline) {
            try {
                Thread.sleep(5);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        close();
    }

    @Override
    public void close() {
        connection.close();
        failAll(ResponseStatus.CHANNEL_INACTIVE, "Client " + connection + " was closed");
        dropConnectionState();
    }

    private void failAll(byte status, String why) {
        List<PendingCall> calls = new ArrayList<>(pending.values());
        for (PendingCall call : calls) {
            if (pending.remove(call.id, call)) {
                call.cancelTimer();
                call.future.completeExceptionally(new ResponseErrorException(status, localAddress(), remoteAddress(),
                        why + ". Directly return the unfinished request: " + describe(call.body)));
            }
        }
    }

    private static String describe(InvocationBody body) {
        return body.serviceName() + ":" + body.serviceVersion() + "#" + body.methodName();
    }

    private void onResponse(InboundFrame frame) {
        PendingCall call = pending.remove(frame.id());
        if (call == null) {
            log.warn("The response to request {} arrived after its call had ended (timed out or failed); dropped."
                    + " Status {}, {} body bytes, channel {}. Check the provider side for its result.", frame.id(),
                    ResponseStatus.name(frame.status()), frame.body().length, connection);
            return;
        }
        call.cancelTimer();
        if (frame.status() == ResponseStatus.OK) {
            call.future.complete(new Response(frame, localAddress(), remoteAddress()));
            return;
        }
        String message = errorMessage(frame);
        if (frame.status() == ResponseStatus.CLIENT_TIMEOUT || frame.status() == ResponseStatus.SERVER_TIMEOUT) {
            call.future.completeExceptionally(new TimeoutException(frame.status() == ResponseStatus.SERVER_TIMEOUT,
                    localAddress(), remoteAddress(), message));
        } else {
            call.future.completeExceptionally(new ResponseErrorException(frame.status(), localAddress(),
                    remoteAddress(), message));
        }
    }

    static String errorMessage(InboundFrame frame) {
        Serialization s = Serializations.byId(frame.serializationId());
        if (s == null) {
            return "Error status " + ResponseStatus.name(frame.status()) + " with a message in unsupported serialization "
                    + frame.serializationId();
        }
        try {
            String message = DubboCodec.decodeErrorMessage(frame, s);
            return message == null ? ResponseStatus.name(frame.status()) : message;
        } catch (IOException | RuntimeException e) {
            return "Error status " + ResponseStatus.name(frame.status()) + " with an undecodable message: " + e;
        }
    }

    private void onProviderRequest(InboundFrame frame) {
        Channel ch = connection.channel();
        if (frame.isEvent()) {
            if (DubboCodec.isHeartbeat(frame)) {
                if (frame.isTwoWay() && ch != null) {
                    writeQuietly(DubboCodec.encodeHeartbeatResponse(ch.alloc(), frame), "heartbeat response");
                }
                return;
            }
            Serialization s = Serializations.byId(frame.serializationId());
            try {
                String event = s == null ? null : DubboCodec.decodeEventData(frame, s,
                        DubboCodec.DEFAULT_EVENT_SIZE_LIMIT);
                if (DubboCodec.READONLY_EVENT.equals(event)) {
                    readonly = true;
                    log.info("Provider {} announced a graceful shutdown (readonly event); no new calls go to it",
                            remoteAddress());
                } else if (DubboCodec.WRITEABLE_EVENT.equals(event)) {
                    readonly = false;
                } else {
                    log.debug("Ignoring event {} from {}", event, remoteAddress());
                }
            } catch (IOException | RuntimeException e) {
                // on the IO thread: a library exception must not reach Netty and close the connection
                log.warn("Ignoring an undecodable event from {}: {}", remoteAddress(), e.toString());
            }
            return;
        }
        RequestHandler handler = requestHandler;
        if (handler == null) {
            replyError(frame, ResponseStatus.BAD_REQUEST, "This consumer serves no requests (no parameter callback is"
                    + " exported on this connection)");
            return;
        }
        try {
            requestExecutor.execute(() -> {
                try {
                    serveRequest(handler, frame);
                } catch (RuntimeException | Error e) {
                    log.warn("Failed to serve request {} from provider {}: {}", frame.id(), remoteAddress(),
                            e.toString(), e);
                    replyError(frame, ResponseStatus.SERVICE_ERROR, ExchangeServer.stackTrace(e));
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            replyError(frame, ResponseStatus.SERVER_THREADPOOL_EXHAUSTED_ERROR, "The consumer's callback executor is"
                    + " exhausted: " + e.getMessage());
        }
    }

    /** A request from the provider (a parameter callback), decoded and handled off the IO thread. */
    private void serveRequest(RequestHandler handler, InboundFrame frame) {
        Serialization serialization = Serializations.byId(frame.serializationId());
        if (serialization == null) {
            replyError(frame, ResponseStatus.BAD_REQUEST, "Unrecognized serialize type from provider: "
                    + frame.serializationId());
            return;
        }
        InvocationBody call;
        try {
            call = DubboCodec.decodeInvocation(frame, serialization, handler);
        } catch (IOException | RuntimeException e) {
            log.warn("Cannot decode request {} from provider {}: {}", frame.id(), remoteAddress(), e.toString());
            replyError(frame, ResponseStatus.BAD_REQUEST, "Fail to decode request due to: "
                    + ExchangeServer.stackTrace(e));
            return;
        }
        RequestContext context = new RequestContext(frame.id(), frame.isTwoWay(), remoteAddress(), localAddress(),
                frame.serializationId(), this);
        java.util.concurrent.CompletionStage<org.apache.dubbo.remoting.codec.ResultBody> result;
        try {
            result = handler.handle(call, context);
        } catch (Throwable t) {
            replyError(frame, ResponseStatus.SERVICE_ERROR, ExchangeServer.stackTrace(t));
            return;
        }
        result.whenComplete((body, error) -> {
            if (!frame.isTwoWay()) {
                return;
            }
            if (error != null) {
                Throwable cause = error instanceof java.util.concurrent.CompletionException && error.getCause() != null
                        ? error.getCause() : error;
                replyError(frame, ResponseStatus.SERVICE_ERROR, ExchangeServer.stackTrace(cause));
                return;
            }
            Channel ch = connection.channel();
            if (ch == null) {
                return;
            }
            ByteBuf response;
            try {
                response = DubboCodec.encodeResult(ch.alloc(), frame.id(), serialization, body,
                        org.apache.dubbo.remoting.codec.ProtocolVersion.supportsResponseAttachments(call.dubboVersion()),
                        options.payload(), channelDescription);
            } catch (IOException | RuntimeException e) {
                replyError(frame, ResponseStatus.BAD_RESPONSE, "Failed to send response: " + body + ", cause: "
                        + ExchangeServer.stackTrace(e));
                return;
            }
            writeQuietly(response, "callback response");
        });
    }

    private void replyError(InboundFrame frame, byte status, String message) {
        Channel ch = connection.channel();
        if (!frame.isTwoWay() || ch == null) {
            return;
        }
        try {
            writeQuietly(DubboCodec.encodeError(ch.alloc(), frame.id(), HEARTBEAT_SERIALIZATION, status, message),
                    "error response");
        } catch (IOException e) {
            log.warn("Cannot answer request {} from provider {}: {}", frame.id(), remoteAddress(), e.toString());
        }
    }

    private void writeQuietly(ByteBuf frame, String what) {
        try {
            connection.writer().write(frame, cause -> {
                if (cause != null) {
                    log.debug("Failed to write {} to {}: {}", what, remoteAddress(), cause.toString());
                }
            }, deadline(options.connectTimeoutMillis()));
        } catch (RemotingException e) {
            log.debug("Failed to write {} to {}: {}", what, remoteAddress(), e.toString());
        }
    }

    private void sendHeartbeat() {
        Channel ch = connection.channel();
        if (ch == null) {
            return;
        }
        try {
            ByteBuf frame = DubboCodec.encodeHeartbeat(ch.alloc(), RequestIds.next(), HEARTBEAT_SERIALIZATION);
            writeQuietly(frame, "heartbeat");
        } catch (IOException e) {
            log.warn("Cannot encode a heartbeat: {}", e.toString());
        }
    }

    private final class Events implements ClientConnection.Handler {
        @Override
        public void onFrame(ClientConnection c, InboundFrame frame) {
            if (frame.isRequest()) {
                onProviderRequest(frame);
            } else if (!frame.isEvent()) {
                onResponse(frame);
            }
        }

        @Override
        public void onViolation(ClientConnection c, FrameViolation violation) {
            if (violation.hasHeader()) {
                PendingCall call = pending.remove(violation.id());
                if (call != null) {
                    call.cancelTimer();
                    call.future.completeExceptionally(new ResponseErrorException(ResponseStatus.CLIENT_ERROR,
                            localAddress(), remoteAddress(), violation.reason() + ", channel: " + connection
                            + "; the connection is closed"));
                }
            }
        }

        @Override
        public void onConnected(ClientConnection c) {
            readonly = false;
        }

        @Override
        public void onDisconnected(ClientConnection c) {
            failAll(ResponseStatus.CHANNEL_INACTIVE, "Channel " + c + " is inactive");
            dropConnectionState();
        }

        @Override
        public void onReadIdle(ClientConnection c, long idleMillis) {
            if (options.heartbeatTimeoutMillis() > 0 && idleMillis >= options.heartbeatTimeoutMillis()) {
                c.disconnect("nothing received for " + idleMillis + " ms (heartbeat.timeout="
                        + options.heartbeatTimeoutMillis() + "), heartbeats went unanswered");
            } else {
                sendHeartbeat();
            }
        }
    }

    /**
     * One call in flight: ends by response, timeout, write failure or disconnect, exactly once. Its start is read
     * from the clock once (the wall-clock start a timeout reports is derived from it): a consumer makes tens of
     * thousands of calls a second and each clock read shows in its profile.
     */
    private final class PendingCall implements TimerTask, WriteListener {
        final long id;
        final InvocationBody body;
        final int timeoutMillis;
        final long startNanos = System.nanoTime();
        final ResponseFuture future;
        volatile long sentNanos;
        volatile Timeout timeout;

        PendingCall(long id, InvocationBody body, int timeoutMillis) {
            this.id = id;
            this.body = body;
            this.timeoutMillis = timeoutMillis;
            this.future = new ResponseFuture(id);
        }

        @Override
        public void onWritten(Throwable cause) {
            if (cause == null) {
                sentNanos = System.nanoTime();
                future.sent().complete(null);
                return;
            }
            future.sent().completeExceptionally(cause);
            if (pending.remove(id, this)) {
                cancelTimer();
                ResponseErrorException e = new ResponseErrorException(ResponseStatus.CHANNEL_INACTIVE, localAddress(),
                        remoteAddress(), "Failed to send request " + describe(body) + " to " + remoteAddress()
                        + ": " + cause, cause);
                future.completeExceptionally(e);
            }
        }

        /** {@link System#nanoTime()} after which a sender waiting for room in the channel gives up. */
        long deadlineNanos() {
            return startNanos + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        }

        void cancelTimer() {
            Timeout t = timeout;
            if (t != null) {
                t.cancel();
            }
        }

        @Override
        public void run(Timeout t) {
            if (!pending.remove(id, this)) {
                return;
            }
            long now = System.nanoTime();
            long nowMillis = System.currentTimeMillis();
            long startMillis = nowMillis - TimeUnit.NANOSECONDS.toMillis(now - startNanos);
            long sent = sentNanos;
            boolean wasSent = sent != 0;
            long clientElapsed = TimeUnit.NANOSECONDS.toMillis((wasSent ? sent : now) - startNanos);
            long serverElapsed = wasSent ? TimeUnit.NANOSECONDS.toMillis(now - sent) : 0;
            SimpleDateFormat format = new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS");
            String message = (wasSent ? "Waiting server-side response timeout" : "Sending request timeout in client-side")
                    + ". start time: " + format.format(new Date(startMillis)) + ", end time: "
                    + format.format(new Date(nowMillis)) + ", client elapsed: " + clientElapsed + " ms, server elapsed: "
                    + serverElapsed + " ms, timeout: " + timeoutMillis + " ms, request: " + describe(body)
                    + " (id " + id + "), channel: " + connection;
            future.completeExceptionally(new TimeoutException(wasSent, localAddress(), remoteAddress(), message));
        }
    }
}

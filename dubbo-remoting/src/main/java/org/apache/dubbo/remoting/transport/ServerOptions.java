package org.apache.dubbo.remoting.transport;

import java.util.concurrent.Executor;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.threadpool.ThreadPool;
import org.apache.dubbo.common.threadpool.ThreadPoolKind;
import org.apache.dubbo.common.threadpool.ThreadPoolOptions;
import org.apache.dubbo.common.utils.ExecutorUtil;

/**
 * Everything that shapes a server (one per bound address), validated once from the protocol/provider URL over
 * the {@code dubbo.server.*} system properties and the built-in defaults.
 */
public final class ServerOptions {

    private final int ioThreads;
    private final int backlog;
    private final int accepts;
    private final SocketOptions socket;
    private final NativeTransport nativeTransport;
    private final long maxPendingWriteBytes;
    private final OverloadPolicy overloadPolicy;
    private final int idleTimeoutMillis;
    private final int payload;
    private final DispatchMode dispatcher;
    /** A user's {@link org.apache.dubbo.remoting.Dispatcher} extension, or null for a built-in mode. */
    private final String userDispatcher;
    /** A user's {@link org.apache.dubbo.remoting.Transporter} extension, or null for the built-in Netty 4 one. */
    private final String userTransporter;
    private final String threadPoolName;
    /** The built-in kind, or null when {@link #threadPoolName} names a user's {@link ThreadPool} extension. */
    private final ThreadPoolKind threadPool;
    private final ThreadPoolOptions threadPoolOptions;
    private final boolean telemetry;
    private final Http2Options http2;
    /** The protocol URL the options came from, given to a user's thread pool; null when built without one. */
    private final URL url;

    private ServerOptions(OptionReader r, URL url) {
        this.url = url;
        this.ioThreads = r.intValue(TransportKeys.IO_THREADS, TransportKeys.defaultIoThreads(), 1);
        this.backlog = r.intValue(TransportKeys.BACKLOG, TransportKeys.DEFAULT_BACKLOG, 1);
        this.accepts = r.intValue(TransportKeys.ACCEPTS, 0, 0);
        // upstream leaves SO_KEEPALIVE off on accepted channels unless keep.alive=true
        this.socket = SocketOptions.read(r, false);
        String transport = r.string(TransportKeys.NATIVE_TRANSPORT, null);
        this.nativeTransport = transport == null ? TransportKeys.defaultNativeTransport()
                : NativeTransport.parse(transport, TransportKeys.NATIVE_TRANSPORT);
        this.maxPendingWriteBytes = r.longValue(TransportKeys.MAX_PENDING_WRITE_BYTES,
                TransportKeys.DEFAULT_MAX_PENDING_WRITE_BYTES, 1);
        String policy = r.string(TransportKeys.OVERLOAD_POLICY, null);
        this.overloadPolicy = policy == null ? OverloadPolicy.WAIT
                : OverloadPolicy.parse(policy, TransportKeys.OVERLOAD_POLICY);
        int heartbeat = r.intValue(TransportKeys.HEARTBEAT, TransportKeys.defaultHeartbeat(), 0);
        int closeDefault = Integer.getInteger("dubbo.protocol.default-close-timeout", heartbeat * 3);
        this.idleTimeoutMillis = r.intValue(TransportKeys.CLOSE_TIMEOUT, closeDefault, 0);
        this.payload = r.intValue(TransportKeys.PAYLOAD, TransportKeys.DEFAULT_PAYLOAD, Integer.MIN_VALUE);
        String dispatcherName = r.string("dispatcher", r.string("dispather", "all"));
        this.userDispatcher = TransportExtensions.userDispatcher(dispatcherName);
        // a user's dispatcher chooses the threads; the exchange then runs each call where it is delivered
        this.dispatcher = userDispatcher != null ? DispatchMode.DIRECT : DispatchMode.parse(dispatcherName);
        this.userTransporter = TransportExtensions.userTransporter(r.string("server", r.string("transporter", null)));
        if ((userDispatcher != null || userTransporter != null) && url == null) {
            throw new IllegalArgumentException("dispatcher=" + dispatcherName + ", server/transporter="
                    + userTransporter + ": extensions need the protocol URL; build the options with"
                    + " ServerOptions.from(URL)");
        }
        this.threadPoolName = r.string("threadpool", "fixed");
        this.threadPool = builtInOrExtension(threadPoolName);
        ThreadPoolOptions.Builder pool = threadPool != null ? threadPool.defaultOptions() : ThreadPoolOptions.builder();
        Integer threads = r.optionalInt("threads", 1);
        if (threads != null) {
            pool.threads(threads);
        }
        Integer core = r.optionalInt("corethreads", 0);
        if (core != null) {
            pool.coreThreads(core);
        }
        Integer queues = r.optionalInt("queues", Integer.MIN_VALUE);
        if (queues != null) {
            pool.queues(queues);
        }
        Integer alive = r.optionalInt("alive", 0);
        if (alive != null) {
            pool.keepAliveMillis(alive);
        }
        String threadName = r.string("threadname", null);
        if (threadName != null) {
            pool.threadName(threadName);
        }
        this.threadPoolOptions = pool.build();
        this.telemetry = r.booleanValue(TransportKeys.TELEMETRY, true);
        this.http2 = Http2Options.read(r);
    }

    public static ServerOptions from(OptionSource configured) {
        return new ServerOptions(new OptionReader(configured, TransportKeys.SERVER_DEFAULTS), null);
    }

    /** The options of the protocol URL {@code url}, which is kept for a user's thread pool extension. */
    public static ServerOptions from(URL url) {
        return new ServerOptions(new OptionReader(url::getParameter, TransportKeys.SERVER_DEFAULTS), url);
    }

    /** The built-in kind called {@code name}; null if a {@link ThreadPool} extension has that name. */
    private static ThreadPoolKind builtInOrExtension(String name) {
        try {
            return ThreadPoolKind.forName(name);
        } catch (IllegalArgumentException unknown) {
            ExtensionLoader<ThreadPool> pools = ExtensionLoader.getExtensionLoader(ThreadPool.class);
            if (name != null && !name.isEmpty() && pools.hasExtension(name)) {
                return null;
            }
            java.util.Set<String> extensions = new java.util.TreeSet<>(pools.getSupportedExtensions());
            extensions.removeAll(java.util.Arrays.asList(ThreadPoolKind.VALID_NAMES.split(", ")));
            throw new IllegalArgumentException("Unknown threadpool '" + name + "', valid values: "
                    + ThreadPoolKind.VALID_NAMES + ", or a ThreadPool extension listed in"
                    + " META-INF/dubbo/org.apache.dubbo.common.threadpool.ThreadPool: " + extensions, unknown);
        }
    }

    public static ServerOptions defaults() {
        return from(OptionSource.EMPTY);
    }

    public int ioThreads() {
        return ioThreads;
    }

    public int backlog() {
        return backlog;
    }

    /** Maximum concurrent connections; 0 means unlimited. */
    public int accepts() {
        return accepts;
    }

    public SocketOptions socket() {
        return socket;
    }

    public NativeTransport nativeTransport() {
        return nativeTransport;
    }

    public long maxPendingWriteBytes() {
        return maxPendingWriteBytes;
    }

    public OverloadPolicy overloadPolicy() {
        return overloadPolicy;
    }

    /** A connection with no traffic in either direction for this long is closed; 0 disables. */
    public int idleTimeoutMillis() {
        return idleTimeoutMillis;
    }

    public int payload() {
        return payload;
    }

    /** The HTTP/2 settings of a triple server (unused by dubbo servers). */
    public Http2Options http2() {
        return http2;
    }

    public DispatchMode dispatcher() {
        return dispatcher;
    }

    /** Whether accepted channels keep telemetry counters and the workers are sampled. */
    public boolean telemetry() {
        return telemetry;
    }

    /** The built-in kind of the business pool, or null when {@link #threadPoolName()} is a user extension. */
    public ThreadPoolKind threadPool() {
        return threadPool;
    }

    /** The name of a user's {@link org.apache.dubbo.remoting.Dispatcher} extension, or null. */
    public String userDispatcher() {
        return userDispatcher;
    }

    /** The name of a user's {@link org.apache.dubbo.remoting.Transporter} extension, or null. */
    public String userTransporter() {
        return userTransporter;
    }

    /** The protocol URL these options were read from, or null. */
    public URL url() {
        return url;
    }

    /** The value of {@code threadpool}. */
    public String threadPoolName() {
        return threadPoolName;
    }

    /**
     * A new business pool for a server bound at {@code address}: the built-in kind with the typed options, or the
     * user's {@link ThreadPool} extension given the protocol URL with {@code threadname} set after the address.
     *
     * @throws IllegalStateException if a user extension is named but these options were built without a URL
     */
    public Executor newBusinessPool(String protocol, String address) {
        if (threadPool != null) {
            return threadPool.create(threadPoolOptions(protocol, address));
        }
        if (url == null) {
            throw new IllegalStateException("threadpool=" + threadPoolName + " names a ThreadPool extension, which"
                    + " needs the protocol URL: build the server options with ServerOptions.from(URL)");
        }
        URL named = ExecutorUtil.setThreadName(url, ThreadPoolOptions.DEFAULT_THREAD_NAME);
        Executor executor = ExtensionLoader.getExtensionLoader(ThreadPool.class).getExtension(threadPoolName)
                .getExecutor(named);
        if (executor == null) {
            throw new IllegalStateException("ThreadPool extension '" + threadPoolName + "' returned no executor for "
                    + url.getAddress());
        }
        return executor;
    }

    /** The business pool options for a server bound at {@code address} (names threads and messages after it). */
    public ThreadPoolOptions threadPoolOptions(String protocol, String address) {
        ThreadPoolOptions.Builder b = threadPoolOptions.toBuilder();
        if ("DubboServerHandler".equals(threadPoolOptions.threadName())) {
            b.threadName("DubboServerHandler-" + address);
        }
        return b.owner(protocol + "://" + address).build();
    }

    @Override
    public String toString() {
        return "ServerOptions{iothreads=" + ioThreads + ", backlog=" + backlog + ", accepts=" + accepts + ", "
                + socket + ", transport=" + nativeTransport + ", maxPendingWriteBytes=" + maxPendingWriteBytes
                + ", overload=" + overloadPolicy + ", idleTimeout=" + idleTimeoutMillis + ", payload=" + payload
                + ", dispatcher=" + (userDispatcher != null ? userDispatcher : dispatcher) + ", threadpool=" + threadPoolName
                + (userTransporter != null ? ", transporter=" + userTransporter : "") + "}";
    }
}

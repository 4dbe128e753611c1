package org.apache.dubbo.remoting.transport;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import org.apache.dubbo.remoting.transport.telemetry.TransportTelemetry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one owner of client event-loop groups. A connection leases the group its options ask for:
 * <ul>
 *   <li>the JVM-wide shared group ({@code DubboClientIO-shared-N}), sized by {@code -Ddubbo.client.iothreads}
 *       or min(cores + 1, 32), when no {@code iothreads} is configured for it;</li>
 *   <li>a dedicated group of {@code iothreads} threads for its owner (a consumer or a reference, named in
 *       {@code iothreads.owner}; threads {@code DubboClientIO-<owner>-N}) when one is.</li>
 * </ul>
 * Groups are reference-counted and shut down when their last connection goes. Within a group, connections are
 * placed on its loops round-robin by this class (not by Netty's JVM-wide chooser), so "connections=2,
 * iothreads=1" puts both channels on one thread and "connections=1, iothreads=4" uses exactly one: IO parallelism
 * and connection count are separate, observable choices. Placement is logged at debug level, and every group
 * is watched by {@link TransportTelemetry} (unless {@code -Ddubbo.client.telemetry=false}).
 */
public final class ClientEventLoops {

    public static final String SYSTEM_PROPERTY = TransportKeys.CLIENT_DEFAULTS + TransportKeys.IO_THREADS;
    private static final String SHARED = "shared";

    private static final Logger log = LoggerFactory.getLogger(ClientEventLoops.class);
    private static final ClientEventLoops GLOBAL = new ClientEventLoops();

    private final Map<String, ManagedGroup> groups = new HashMap<>();

    public static ClientEventLoops global() {
        return GLOBAL;
    }

    /** The size of the shared group: {@code -Ddubbo.client.iothreads} or min(cores + 1, 32). */
    public static int sharedGroupSize() {
        String value = System.getProperty(SYSTEM_PROPERTY);
        if (value == null || value.trim().isEmpty()) {
            return TransportKeys.defaultIoThreads();
        }
        try {
            int n = Integer.parseInt(value.trim());
            if (n > 0) {
                return n;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("Invalid system property " + SYSTEM_PROPERTY + "='" + value
                + "': expected a whole number >= 1");
    }

    /** Leases the group for a connection with these options; the caller must {@link Lease#release()} it. */
    public synchronized Lease acquire(ClientOptions options) {
        NativeTransport transport = options.nativeTransport().effective();
        String owner;
        int threads;
        if (options.ioThreads() == null) {
            owner = SHARED;
            threads = sharedGroupSize();
        } else {
            owner = options.ioThreadsOwner() == null ? "iothreads" + options.ioThreads()
                    : sanitize(options.ioThreadsOwner());
            threads = options.ioThreads();
        }
        String key = owner + "/" + transport;
        ManagedGroup group = groups.get(key);
        if (group != null && group.threads != threads) {
            throw new IllegalStateException("Client IO group '" + owner + "' already exists with " + group.threads
                    + " threads; a connection of the same owner asked for " + threads);
        }
        if (group == null) {
            String name = "DubboClientIO-" + owner;
            group = new ManagedGroup(key, name, threads, EventLoopFactory.newGroup(transport, threads, name),
                    transport);
            if (!"false".equalsIgnoreCase(System.getProperty(TransportKeys.CLIENT_DEFAULTS + TransportKeys.TELEMETRY))) {
                group.watched = TransportTelemetry.watch(name, "client", transport.name(), group.group);
            }
            groups.put(key, group);
            log.info("Created client IO group {} with {} {} threads", name, threads, transport);
        }
        group.users++;
        return new Lease(group);
    }

    private synchronized void release(ManagedGroup group) {
        if (--group.users == 0) {
            groups.remove(group.key);
            log.info("Shutting down client IO group {}: its last connection closed", group.name);
            if (group.watched != null) {
                group.watched.close();
            }
            group.group.shutdownGracefully(0, 2, TimeUnit.SECONDS);
        }
    }

    /** Number of groups alive (for tests and diagnostics). */
    public synchronized int groupCount() {
        return groups.size();
    }

    private static String sanitize(String owner) {
        return owner.replaceAll("[^A-Za-z0-9_.:@-]", "_");
    }

    private static final class ManagedGroup {
        final String key;
        final String name;
        final int threads;
        final EventLoopGroup group;
        final NativeTransport transport;
        final AtomicInteger nextLoop = new AtomicInteger();
        int users;
        TransportTelemetry.WatchedGroup watched;

        ManagedGroup(String key, String name, int threads, EventLoopGroup group, NativeTransport transport) {
            this.key = key;
            this.name = name;
            this.threads = threads;
            this.group = group;
            this.transport = transport;
        }
    }

    /** One connection's claim on a group. */
    public final class Lease {
        private final ManagedGroup group;
        private boolean released;

        private Lease(ManagedGroup group) {
            this.group = group;
        }

        /** The next loop of the group in round-robin order; a connection keeps it across reconnects. */
        public EventLoop nextLoop() {
            int n = Math.floorMod(group.nextLoop.getAndIncrement(), group.threads);
            int i = 0;
            for (io.netty.util.concurrent.EventExecutor e : group.group) {
                if (i++ == n) {
                    return (EventLoop) e;
                }
            }
            throw new IllegalStateException("group " + group.name + " has fewer loops than " + group.threads);
        }

        public String groupName() {
            return group.name;
        }

        public int threads() {
            return group.threads;
        }

        public NativeTransport transport() {
            return group.transport;
        }

        public void release() {
            synchronized (this) {
                if (released) {
                    return;
                }
                released = true;
            }
            ClientEventLoops.this.release(group);
        }
    }
}

package org.apache.dubbo.remoting.exchange;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.DialTargets;

/**
 * Hands out the connections a reference uses to one provider address, with upstream's semantics:
 * {@code connections = N > 0} gives the reference N connections of its own; {@code connections = 0} makes it
 * share {@code shareconnections} (default 1) connections with every other reference to the same address and with
 * the same transport options. Shared connections are reference-counted and closed when their last user leaves.
 *
 * <p>Each connection is placed on an IO loop by {@link org.apache.dubbo.remoting.transport.ClientEventLoops}:
 * round-robin within the group its options select, so connection count and IO threads stay independent.
 */
public final class ClientPool {

    private static final ClientPool GLOBAL = new ClientPool();

    private final Map<SharedKey, SharedClients> shared = new HashMap<>();

    public static ClientPool global() {
        return GLOBAL;
    }

    /**
     * The connections for one reference to one address.
     *
     * @param connections the reference's {@code connections}; 0 means shared
     * @param shareConnections the number of shared connections when {@code connections} is 0
     * @param awaitMillis how long to wait for the first connection of each (0 = don't wait)
     */
    public Clients acquire(InetSocketAddress address, ClientOptions options, int connections, int shareConnections,
                           long awaitMillis) throws RemotingException {
        return acquire(address, options, connections, shareConnections, awaitMillis, awaitMillis > 0);
    }

    /**
     * As above; with {@code required} false (Dubbo's {@code check=false}) a provider that cannot be reached within
     * {@code awaitMillis} is not an error: the connections keep trying in the background.
     */
    public Clients acquire(InetSocketAddress address, ClientOptions options, int connections, int shareConnections,
                           long awaitMillis, boolean required) throws RemotingException {
        return acquire(DialTargets.of(address), options, connections, shareConnections, awaitMillis, required);
    }

    /**
     * As above, for a provider dialled at {@code targets} in order; references share connections only when they
     * dial the same targets in the same order.
     */
    public Clients acquire(DialTargets targets, ClientOptions options, int connections, int shareConnections,
                           long awaitMillis, boolean required) throws RemotingException {
        if (connections < 0) {
            throw new IllegalArgumentException("connections must be >= 0, got " + connections);
        }
        if (connections > 0) {
            return new Clients(open(targets, options, connections, awaitMillis, required), null);
        }
        if (shareConnections <= 0) {
            throw new IllegalArgumentException("shareconnections must be > 0, got " + shareConnections);
        }
        SharedKey key = new SharedKey(targets, options, shareConnections);
        synchronized (shared) {
            SharedClients entry = shared.get(key);
            if (entry == null || !entry.usable()) {
                if (entry != null) {
                    entry.closeAll();
                }
                entry = new SharedClients(key, open(targets, options, shareConnections, awaitMillis, required));
                shared.put(key, entry);
            } else {
                // an eager reference to an address lazy references share: connect now
                for (ExchangeClient c : entry.clients) {
                    c.dial();
                }
            }
            entry.users++;
            return new Clients(entry.clients, entry);
        }
    }

    /**
     * The connections for one reference to one address, made on its first call ({@code lazy=true}): nothing is
     * dialled now. Shared with the other references to the address as {@link #acquire} does.
     */
    public Clients acquireLazily(DialTargets targets, ClientOptions options, int connections, int shareConnections)
            throws RemotingException {
        if (connections < 0) {
            throw new IllegalArgumentException("connections must be >= 0, got " + connections);
        }
        if (connections > 0) {
            return new Clients(openLazily(targets, options, connections), null);
        }
        if (shareConnections <= 0) {
            throw new IllegalArgumentException("shareconnections must be > 0, got " + shareConnections);
        }
        SharedKey key = new SharedKey(targets, options, shareConnections);
        synchronized (shared) {
            SharedClients entry = shared.get(key);
            if (entry == null || !entry.usable()) {
                if (entry != null) {
                    entry.closeAll();
                }
                entry = new SharedClients(key, openLazily(targets, options, shareConnections));
                shared.put(key, entry);
            }
            entry.users++;
            return new Clients(entry.clients, entry);
        }
    }

    private static List<ExchangeClient> openLazily(DialTargets targets, ClientOptions options, int count)
            throws RemotingException {
        List<ExchangeClient> clients = new ArrayList<>(count);
        try {
            for (int i = 0; i < count; i++) {
                clients.add(ExchangeClient.lazy(targets, options));
            }
        } catch (RemotingException | RuntimeException e) {
            for (ExchangeClient c : clients) {
                c.close();
            }
            throw e;
        }
        return Collections.unmodifiableList(clients);
    }

    private static List<ExchangeClient> open(DialTargets targets, ClientOptions options, int count,
                                             long awaitMillis, boolean required) throws RemotingException {
        List<ExchangeClient> clients = new ArrayList<>(count);
        try {
            for (int i = 0; i < count; i++) {
                clients.add(ExchangeClient.connect(targets, options, awaitMillis, required));
            }
        } catch (RemotingException | RuntimeException e) {
            for (ExchangeClient c : clients) {
                c.close();
            }
            throw e;
        }
        return Collections.unmodifiableList(clients);
    }

    private void release(SharedClients entry, long closeWaitMillis) {
        synchronized (shared) {
            if (--entry.users > 0) {
                return;
            }
            shared.remove(entry.key, entry);
        }
        for (ExchangeClient c : entry.clients) {
            c.close(closeWaitMillis);
        }
    }

    /** Number of shared connection sets alive (diagnostics and tests). */
    public int sharedSets() {
        synchronized (shared) {
            return shared.size();
        }
    }

    /** One reference's view of its connections to one address; picks one per call, round-robin. */
    public final class Clients {
        private final List<ExchangeClient> clients;
        private final SharedClients sharedEntry;
        private final AtomicInteger next = new AtomicInteger();
        private boolean released;

        private Clients(List<ExchangeClient> clients, SharedClients sharedEntry) {
            this.clients = clients;
            this.sharedEntry = sharedEntry;
        }

        /** The connection for the next call: the only one, or the next in round-robin order. */
        public ExchangeClient select() {
            if (clients.size() == 1) {
                return clients.get(0);
            }
            return clients.get(Math.floorMod(next.getAndIncrement(), clients.size()));
        }

        public List<ExchangeClient> all() {
            return clients;
        }

        public boolean isShared() {
            return sharedEntry != null;
        }

        /** Available when any connection is connected and not readonly. */
        public boolean isAvailable() {
            for (ExchangeClient c : clients) {
                if (c.isAvailable()) {
                    return true;
                }
            }
            return false;
        }

        /** Gives the connections back: exclusive ones close, shared ones close with their last user. */
        public void release(long closeWaitMillis) {
            synchronized (this) {
                if (released) {
                    return;
                }
                released = true;
            }
            if (sharedEntry != null) {
                ClientPool.this.release(sharedEntry, closeWaitMillis);
            } else {
                for (ExchangeClient c : clients) {
                    c.close(closeWaitMillis);
                }
            }
        }
    }

    private static final class SharedKey {
        final DialTargets address;
        final ClientOptions options;
        final int count;

        SharedKey(DialTargets address, ClientOptions options, int count) {
            this.address = address;
            this.options = options;
            this.count = count;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof SharedKey)) {
                return false;
            }
            SharedKey k = (SharedKey) o;
            return address.equals(k.address) && options.equals(k.options) && count == k.count;
        }

        @Override
        public int hashCode() {
            return Objects.hash(address, options, count);
        }
    }

    private static final class SharedClients {
        final SharedKey key;
        final List<ExchangeClient> clients;
        int users;

        SharedClients(SharedKey key, List<ExchangeClient> clients) {
            this.key = key;
            this.clients = clients;
        }

        /** A set whose connections were all closed for good cannot be revived; a fresh one replaces it. */
        boolean usable() {
            for (ExchangeClient c : clients) {
                if (!c.connection().isClosed()) {
                    return true;
                }
            }
            return false;
        }

        void closeAll() {
            for (ExchangeClient c : clients) {
                c.close();
            }
        }
    }
}

package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.DialTargets;

/**
 * The triple connections of this JVM, as for dubbo: a reference with {@code connections=N} (N &gt; 0) gets N
 * connections of its own; otherwise references to the same address with the same options share
 * {@code shareconnections} connections (default 1), reference-counted and closed with their last user.
 */
final class TripleClients {

    private static final TripleClients GLOBAL = new TripleClients();

    private final Map<String, Shared> shared = new HashMap<>();

    static TripleClients global() {
        return GLOBAL;
    }

    /**
     * Leases the connections of a reference and starts connecting them; when {@code waitMillis} &gt; 0, waits that
     * long for them and, with {@code check}, fails if none came up.
     */
    Lease acquire(DialTargets address, ClientOptions options, int connections, int share, long waitMillis,
                  boolean check) throws RemotingException {
        Lease lease;
        if (connections > 0) {
            List<TripleConnection> own = new ArrayList<>(connections);
            for (int i = 0; i < connections; i++) {
                own.add(new TripleConnection(address, options));
            }
            lease = new Lease(own, null);
        } else {
            String key = address + "|" + options.hashCode() + "|" + Math.max(1, share);
            synchronized (this) {
                Shared s = shared.get(key);
                if (s == null || !s.options.equals(options)) {
                    List<TripleConnection> list = new ArrayList<>();
                    for (int i = 0; i < Math.max(1, share); i++) {
                        list.add(new TripleConnection(address, options));
                    }
                    s = new Shared(key, options, list);
                    shared.put(key, s);
                }
                s.users++;
                lease = new Lease(s.connections, s);
            }
        }
        List<CompletableFuture<Void>> connecting = new ArrayList<>();
        for (TripleConnection c : lease.connections) {
            connecting.add(c.connect());
        }
        if (waitMillis > 0) {
            try {
                CompletableFuture.allOf(connecting.toArray(new CompletableFuture[0]))
                        .get(waitMillis, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                if (check && !lease.isAvailable()) {
                    lease.release();
                    Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
                    throw new RemotingException(null, address.first(), "Failed to connect to " + address + " within "
                            + waitMillis + " ms: " + cause, cause);
                }
            }
        }
        return lease;
    }

    private synchronized void release(Shared s) {
        if (--s.users == 0) {
            shared.remove(s.key, s);
            for (TripleConnection c : s.connections) {
                c.close();
            }
        }
    }

    private static final class Shared {
        final String key;
        final ClientOptions options;
        final List<TripleConnection> connections;
        int users;

        Shared(String key, ClientOptions options, List<TripleConnection> connections) {
            this.key = key;
            this.options = options;
            this.connections = Collections.unmodifiableList(connections);
        }
    }

    /** One reference's claim on its connections. */
    final class Lease {
        private final List<TripleConnection> connections;
        private final Shared shared;
        private final AtomicInteger next = new AtomicInteger();
        private boolean released;

        Lease(List<TripleConnection> connections, Shared shared) {
            this.connections = connections;
            this.shared = shared;
        }

        /** The next connection in round-robin order, preferring one that is up. */
        TripleConnection select() {
            int n = connections.size();
            int start = Math.floorMod(next.getAndIncrement(), n);
            for (int i = 0; i < n; i++) {
                TripleConnection c = connections.get((start + i) % n);
                if (c.isConnected()) {
                    return c;
                }
            }
            return connections.get(start);
        }

        boolean isAvailable() {
            for (TripleConnection c : connections) {
                if (c.isConnected()) {
                    return true;
                }
            }
            return false;
        }

        List<TripleConnection> connections() {
            return connections;
        }

        synchronized void release() {
            if (released) {
                return;
            }
            released = true;
            if (shared != null) {
                TripleClients.this.release(shared);
            } else {
                for (TripleConnection c : connections) {
                    c.close();
                }
            }
        }
    }
}

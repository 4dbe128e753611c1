package org.apache.dubbo.rpc.protocol.tri;

import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import io.netty.channel.Channel;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.apache.dubbo.remoting.transport.ServerTransport;
import org.apache.dubbo.rpc.ProtocolServer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One listening triple port: the shared server transport (boss and worker event loops named
 * {@code TripleServerWorker-<port>-N}, socket options, {@code accepts}, idle close, bounded writers) with an HTTP/2
 * handler per connection, the business thread pool calls run on, and the services exported on the port.
 */
final class TripleServer implements ProtocolServer {

    private static final Logger log = LoggerFactory.getLogger(TripleServer.class);

    private final String address;
    private final ServerOptions options;
    private final ServerTransport transport;
    private final Executor pool;
    private final Executor callExecutor;
    private final Map<String, TripleExport> services = new ConcurrentHashMap<>();
    private final AtomicInteger inFlight = new AtomicInteger();
    private volatile boolean readonly;

    TripleServer(InetSocketAddress bind, String address, ServerOptions options) throws RemotingException {
        this.address = address;
        this.options = options;
        this.pool = options.newBusinessPool("tri", address);
        if (options.userDispatcher() != null) {
            // Dispatcher extensions wrap the handlers of the dubbo protocol's transport; triple has its own
            log.warn("Triple server {} ignores dispatcher={}: its calls run on the business pool", address,
                    options.userDispatcher());
        }
        this.callExecutor = options.userDispatcher() != null || options.dispatcher().requestsOnPool() ? pool
                : Runnable::run;
        try {
            this.transport = ServerTransport.bind(bind, options, this::installHttp2, "Triple");
        } catch (RemotingException | RuntimeException e) {
            if (pool instanceof ExecutorService) {
                ((ExecutorService) pool).shutdownNow();
            }
            throw e;
        }
    }

    private void installHttp2(Channel channel) {
        TripleConnectionHandler.Parts parts = new TripleConnectionHandler.Parts(true, options.http2());
        channel.pipeline().addLast("http2", new TripleServerHandler(parts, options.http2(), options.payload(),
                this));
    }

    static String key(String service, String group, String version) {
        return (group == null || group.isEmpty() ? "" : group + "/") + service
                + (version == null || version.isEmpty() || "0.0.0".equals(version) ? "" : ":" + version);
    }

    void add(TripleExport export) {
        for (String name : export.names()) {
            services.put(key(name, export.group(), export.version()), export);
        }
    }

    void remove(TripleExport export) {
        for (String name : export.names()) {
            services.remove(key(name, export.group(), export.version()), export);
        }
    }

    boolean isEmpty() {
        return services.isEmpty();
    }

    TripleExport find(String service, String group, String version) {
        TripleExport found = services.get(key(service, group, version));
        if (found == null && (version == null || version.isEmpty())) {
            // a caller that names no version reaches the only version exported
            TripleExport only = null;
            String prefix = (group == null || group.isEmpty() ? "" : group + "/") + service + ":";
            for (Map.Entry<String, TripleExport> e : services.entrySet()) {
                if (e.getKey().startsWith(prefix)) {
                    if (only != null && only != e.getValue()) {
                        return null;
                    }
                    only = e.getValue();
                }
            }
            found = only;
        }
        return found;
    }

    String describeServices() {
        return new java.util.TreeSet<>(services.keySet()).toString();
    }

    Executor callExecutor() {
        return callExecutor;
    }

    ServerOptions options() {
        return options;
    }

    ServerTransport transport() {
        return transport;
    }

    void callStarted() {
        inFlight.incrementAndGet();
    }

    void callEnded() {
        inFlight.decrementAndGet();
    }

    boolean isReadonly() {
        return readonly;
    }

    @Override
    public String getAddress() {
        return address;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return transport.localAddress();
    }

    /** Stops taking new calls: every connection gets a GOAWAY; calls in flight go on. */
    @Override
    public void announceReadonly() {
        readonly = true;
        for (ServerChannel channel : transport.channels()) {
            TripleServerHandler handler = channel.channel().pipeline().get(TripleServerHandler.class);
            if (handler != null) {
                channel.channel().eventLoop().execute(handler::goAway);
            }
        }
    }

    @Override
    public boolean awaitIdle(long timeoutMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (inFlight.get() > 0) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return true;
    }

    /** Graceful close: GOAWAY, wait for calls in flight up to {@code waitMillis}, then close everything. */
    void close(long waitMillis) {
        announceReadonly();
        transport.stopAccepting();
        if (!awaitIdle(waitMillis)) {
            log.warn("Closing triple server {} with {} calls still in flight after {} ms", address, inFlight.get(),
                    waitMillis);
        }
        transport.close();
        if (pool instanceof ExecutorService) {
            ((ExecutorService) pool).shutdown();
        }
    }

    @Override
    public void close() {
        close(0);
    }

    @Override
    public String toString() {
        return "TripleServer[" + address + ", " + services.size() + " service names]";
    }
}

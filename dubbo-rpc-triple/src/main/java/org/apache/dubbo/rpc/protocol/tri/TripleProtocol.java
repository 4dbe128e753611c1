package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.protocol.ProtocolAddresses;
import org.apache.dubbo.rpc.support.RpcKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@code tri} protocol: gRPC over HTTP/2 (Netty's HTTP/2 codec) with Apache Dubbo's triple conventions, so
 * grpc-java clients and servers and Apache Dubbo 3 {@code tri} consumers and providers talk to it. Services
 * exported on the same host and port share one server; references get their connections from
 * {@link TripleClients} according to {@code connections} / {@code shareconnections}. Default port 50051.
 */
public final class TripleProtocol implements Protocol {

    public static final String NAME = "tri";
    public static final int DEFAULT_PORT = 50051;

    private static final Logger log = LoggerFactory.getLogger(TripleProtocol.class);

    private final ConcurrentMap<String, TripleServer> servers = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, TripleExporter<?>> exporters = new ConcurrentHashMap<>();
    private final List<Invoker<?>> invokers = new CopyOnWriteArrayList<>();

    @Override
    public int getDefaultPort() {
        return DEFAULT_PORT;
    }

    @Override
    public <T> Exporter<T> export(Invoker<T> invoker) throws RpcException {
        URL url = invoker.getUrl();
        String address = ProtocolAddresses.serverKey(url);
        String key = address + "|" + TripleServer.key(url.getPath(), url.getParameter(RpcKeys.GROUP),
                url.getParameter(RpcKeys.VERSION));
        TripleServer server = openServer(url, address);
        TripleExport export = new TripleExport(invoker, new TripleService(invoker.getInterface(),
                Serializations.byName(url.getParameter(RpcKeys.SERIALIZATION, Serializations.DEFAULT_NAME))));
        TripleExporter<T> exporter = new TripleExporter<>(invoker, key, export, server, this);
        if (exporters.putIfAbsent(key, exporter) != null) {
            throw new RpcException("Service " + url.getServiceKey() + " is already exported on tri://" + address
                    + "; export it once, or use another group or version");
        }
        server.add(export);
        return exporter;
    }

    private TripleServer openServer(URL url, String address) {
        return servers.computeIfAbsent(address, a -> {
            try {
                TripleServer server = new TripleServer(ProtocolAddresses.bindAddress(url), address,
                        ServerOptions.from(url));
                log.info("Triple server listening on {} (first service {})", server.getLocalAddress(),
                        url.getServiceKey());
                return server;
            } catch (RemotingException e) {
                throw new RpcException("Failed to open a triple server on " + address + " for "
                        + url.getServiceKey() + ": " + e.getMessage(), e);
            }
        });
    }

    /** Withdraws a service; the last one on its port closes the server gracefully. */
    void unexported(TripleExporter<?> exporter) {
        exporters.remove(exporter.key(), exporter);
        TripleServer server = exporter.server();
        server.remove(exporter.export());
        if (server.isEmpty() && servers.remove(server.getAddress(), server)) {
            server.close(shutdownWait(exporter.getInvoker().getUrl()));
        }
    }

    private static long shutdownWait(URL url) {
        return url.getParameter("shutwait", Long.getLong("dubbo.service.shutdown.wait", 10_000L));
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        // first: a threadpool this JVM cannot make fails the reference before any connection is opened
        java.util.concurrent.Executor responses = org.apache.dubbo.rpc.support.ConsumerExecutor.of(url);
        ClientOptions options = ClientOptions.from(url);
        int connections = url.getParameter("connections", 0);
        int share = url.getParameter("shareconnections",
                Integer.parseInt(System.getProperty("shareconnections", "1")));
        boolean lazy = url.getParameter(RpcKeys.LAZY, false);
        boolean check = url.getParameter(RpcKeys.CHECK, true) && !lazy;
        TripleClients.Lease lease;
        try {
            lease = TripleClients.global().acquire(ProtocolAddresses.dialTargets(url), options,
                    connections, share, lazy ? 0 : options.connectTimeoutMillis(), check);
        } catch (RemotingException e) {
            throw new RpcException(RpcException.NETWORK_EXCEPTION, "Failed to connect to " + url.getAddress()
                    + " for " + url.getServiceKey() + ": " + e.getMessage(), e);
        }
        TripleInvoker<T> invoker = new TripleInvoker<>(type, url, lease, responses, invokers::remove);
        invokers.add(invoker);
        return invoker;
    }

    @Override
    public List<ProtocolServer> getServers() {
        return new ArrayList<>(servers.values());
    }

    @Override
    public void destroy() {
        for (TripleExporter<?> exporter : new ArrayList<>(exporters.values())) {
            exporter.unexport();
        }
        for (TripleServer server : new ArrayList<>(servers.values())) {
            server.close(Long.getLong("dubbo.service.shutdown.wait", 10_000L));
        }
        servers.clear();
        for (Invoker<?> invoker : new ArrayList<>(invokers)) {
            invoker.destroy();
        }
    }

    @Override
    public String toString() {
        return "TripleProtocol[" + exporters.size() + " exporters, " + servers.size() + " servers]";
    }
}

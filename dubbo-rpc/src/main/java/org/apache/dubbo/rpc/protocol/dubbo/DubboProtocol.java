package org.apache.dubbo.rpc.protocol.dubbo;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.ClientPool;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.exchange.RequestContext;
import org.apache.dubbo.remoting.exchange.RequestHandler;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.protocol.ProtocolAddresses;
import org.apache.dubbo.rpc.support.ConsumerExecutor;
import org.apache.dubbo.rpc.support.RpcKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The dubbo protocol: TCP, the dubbo frame codec, hessian2 by default. Services exported on the same host and port
 * share one server; a request is dispatched to the exporter named by its {@code group}/{@code path}/{@code version}
 * attachments and the port it arrived on (wire spec 3.5). References get their connections from the
 * {@link ClientPool} according to {@code connections} / {@code shareconnections}.
 */
public final class DubboProtocol implements Protocol {

    public static final String NAME = "dubbo";
    public static final int DEFAULT_PORT = 20880;

    private static final Logger log = LoggerFactory.getLogger(DubboProtocol.class);

    private final ConcurrentMap<String, DubboExporter<?>> exporters = new ConcurrentHashMap<>();
    /** The same exports, found per request by comparing fields (no key string built per call). */
    private final ExportsByPath exportsByPath = new ExportsByPath();
    /** What the request decoder resolves methods by: interface name, then normalized version (group ignored). */
    private final ConcurrentMap<String, ConcurrentMap<String, ExportedService>> services = new ConcurrentHashMap<>();
    private final ConcurrentMap<String, Server> servers = new ConcurrentHashMap<>();
    /** The live invokers, destroyed with the protocol; a set, as a consumer of a large fleet holds millions. */
    private final java.util.Set<Invoker<?>> invokers = java.util.concurrent.ConcurrentHashMap.newKeySet();
    private final RequestHandler handler = new ProviderHandler();
    /** Exporter keys of services with callback arguments: their requests carry callback ids to resolve. */
    private final java.util.Set<String> callbacks = ConcurrentHashMap.newKeySet();

    @Override
    public int getDefaultPort() {
        return DEFAULT_PORT;
    }

    @Override
    public <T> Exporter<T> export(Invoker<T> invoker) throws RpcException {
        URL url = invoker.getUrl();
        // requests are matched by the port they arrive on, which is the bound one (DUBBO_PORT_TO_REGISTRY may differ)
        String group = url.getParameter(RpcKeys.GROUP);
        DubboExporter<T> exporter = new DubboExporter<>(invoker, ProtocolAddresses.bindPort(url),
                String.valueOf(url.getPath()), RpcKeys.normalizeVersion(url.getParameter(RpcKeys.VERSION)),
                group == null ? "" : group, this);
        String key = exporter.key();
        if (CallbackKeys.anyCallback(url)) {
            callbacks.add(key);
        }
        if (exporters.putIfAbsent(key, exporter) != null) {
            throw new RpcException("Service " + key + " is already exported on this protocol; export it once, or use"
                    + " another group or version");
        }
        exportsByPath.add(exporter);
        services.computeIfAbsent(String.valueOf(url.getServiceInterface()), name -> new ConcurrentHashMap<>())
                .put(RpcKeys.normalizeVersion(url.getParameter(RpcKeys.VERSION)),
                        new ExportedService(url.getServiceInterface(), invoker.getInterface()));
        try {
            openServer(url);
        } catch (RuntimeException e) {
            exporters.remove(key, exporter);
            exportsByPath.remove(exporter);
            callbacks.remove(key);
            throw e;
        }
        return exporter;
    }

    /**
     * Withdraws a service. When it was the last one on its port, that server shuts down gracefully first (readonly
     * event, new requests refused, calls in flight finish within {@code shutwait}), so nothing in flight is lost.
     */
    void unexported(DubboExporter<?> exporter) {
        URL url = exporter.getInvoker().getUrl();
        String port = ":" + ProtocolAddresses.bindPort(url);
        boolean lastOnPort = true;
        for (String key : exporters.keySet()) {
            if (!key.equals(exporter.key()) && key.endsWith(port)) {
                lastOnPort = false;
                break;
            }
        }
        if (lastOnPort) {
            for (Map.Entry<String, Server> e : servers.entrySet()) {
                if (e.getKey().endsWith(port) && servers.remove(e.getKey(), e.getValue())) {
                    e.getValue().exchange.close(shutdownWait(url));
                }
            }
        }
        exporters.remove(exporter.key(), exporter);
        exportsByPath.remove(exporter);
        callbacks.remove(exporter.key());
    }

    private static long shutdownWait(URL url) {
        return url.getParameter("shutwait", Long.getLong("dubbo.service.shutdown.wait", 10_000L));
    }

    /**
     * Opens (or shares) the server for {@code url}: on {@code bind.ip}, or on every interface when {@code anyhost}
     * is set or the host means "no host" (loopback, {@code localhost}, {@code 0.0.0.0}, empty), as Apache Dubbo does.
     */
    private void openServer(URL url) {
        String address = ProtocolAddresses.serverKey(url);
        servers.computeIfAbsent(address, a -> {
            try {
                Server server = new Server(url.getAddress(), ExchangeServer.bind(ProtocolAddresses.bindAddress(url),
                        ServerOptions.from(url), handler));
                log.info("Dubbo server listening on {} (first service {})", server.exchange.localAddress(),
                        url.getServiceKey());
                return server;
            } catch (RemotingException e) {
                throw new RpcException("Failed to open a dubbo server on " + address + " for " + url.getServiceKey()
                        + ": " + e.getMessage(), e);
            }
        });
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        // first: a threadpool this JVM cannot make fails the reference before any connection is opened
        java.util.concurrent.Executor responses = ConsumerExecutor.of(url);
        ClientOptions options = ClientOptions.from(url);
        int connections = url.getParameter("connections", 0);
        int share = url.getParameter("shareconnections",
                Integer.parseInt(System.getProperty("shareconnections", "1")));
        boolean lazy = url.getParameter(RpcKeys.LAZY, false);
        boolean check = url.getParameter(RpcKeys.CHECK, true) && !lazy;
        ClientPool.Clients clients;
        try {
            // lazy=true: dial on the first call (a consumer of a large fleet calls few of its providers);
            // otherwise connect now, where check=false only means a provider that is down is not an error
            clients = lazy ? ClientPool.global().acquireLazily(ProtocolAddresses.dialTargets(url), options,
                    connections, share)
                    : ClientPool.global().acquire(ProtocolAddresses.dialTargets(url), options, connections, share,
                    options.connectTimeoutMillis(), check);
        } catch (RemotingException e) {
            throw new RpcException(RpcException.NETWORK_EXCEPTION, "Failed to connect to " + url.getAddress()
                    + " for " + url.getServiceKey() + ": " + e.getMessage(), e);
        }
        for (ExchangeClient client : clients.all()) {
            // the provider may call back on these connections (parameter callbacks)
            client.serve(new CallbackRequestHandler(client), ConsumerExecutor.shared());
        }
        DubboInvoker<T> invoker = new DubboInvoker<>(type, url, clients, responses, invokers::remove);
        invokers.add(invoker);
        return invoker;
    }

    @Override
    public List<ProtocolServer> getServers() {
        return new ArrayList<>(servers.values());
    }

    /** Closes every server gracefully (readonly event, in-flight calls finish up to {@code timeoutMillis}). */
    public void closeServers(long timeoutMillis) {
        for (Server server : servers.values()) {
            server.exchange.close(timeoutMillis);
        }
        servers.clear();
    }

    @Override
    public void destroy() {
        for (DubboExporter<?> exporter : new ArrayList<>(exporters.values())) {
            exporter.unexport();
        }
        closeServers(Long.getLong("dubbo.service.shutdown.wait", 10_000));
        for (Invoker<?> invoker : new ArrayList<>(invokers)) {
            invoker.destroy();
        }
    }

    private static final class Server implements ProtocolServer {
        /** The address the first service on this server registers ({@code host:port}), as Apache Dubbo reports it. */
        final String address;
        final ExchangeServer exchange;

        Server(String address, ExchangeServer exchange) {
            this.address = address;
            this.exchange = exchange;
        }

        @Override
        public String getAddress() {
            return address;
        }

        @Override
        public InetSocketAddress getLocalAddress() {
            return exchange.localAddress();
        }

        @Override
        public void close() {
            exchange.close(0);
        }

        @Override
        public void announceReadonly() {
            exchange.announceReadonly();
        }

        @Override
        public boolean awaitIdle(long timeoutMillis) {
            return exchange.awaitIdle(timeoutMillis);
        }

        @Override
        public java.util.concurrent.Executor getExecutor() {
            return exchange.businessPool();
        }
    }

    /** Dispatches decoded requests to the exported services. */
    private final class ProviderHandler implements RequestHandler {

        @Override
        public ResolvedMethod resolve(String serviceName, String serviceVersion, String methodName, String descriptor)
                throws IOException {
            Map<String, ExportedService> versions = serviceName == null ? null : services.get(serviceName);
            ExportedService service = versions == null ? null
                    : versions.get(RpcKeys.normalizeVersion(serviceVersion));
            if (service == null) {
                throw new IOException("Service not found:" + serviceName + ", " + methodName
                        + " (no export of " + serviceName + " with version " + serviceVersion + ")");
            }
            return service.resolve(methodName, descriptor);
        }

        @Override
        public CompletionStage<ResultBody> handle(InvocationBody call, RequestContext context) throws Exception {
            Map<String, Object> attachments = call.attachments();
            attachments.putIfAbsent(RpcKeys.PATH, call.serviceName());
            attachments.putIfAbsent(RpcKeys.INTERFACE, call.serviceName());
            attachments.putIfAbsent(RpcKeys.VERSION, call.serviceVersion());
            attachments.put(RpcKeys.DUBBO, call.dubboVersion());
            String path = String.valueOf(attachments.get(RpcKeys.PATH));
            Object groupValue = attachments.get(RpcKeys.GROUP);
            String group = groupValue == null ? "" : groupValue.toString();
            String version = RpcKeys.normalizeVersion(String.valueOf(attachments.get(RpcKeys.VERSION)));
            int port = context.localAddress().getPort();
            RpcInvocation invocation = new RpcInvocation(call.methodName(), call.serviceName(), null,
                    call.parameterTypes(), call.arguments());
            invocation.setParameterTypesDesc(call.parameterDescriptor());
            invocation.setObjectAttachments(attachments);
            DubboExporter<?> exporter = exportsByPath.find(port, path, version, group);
            if (exporter == null) {
                String key = ServiceKeys.exporterKey(port, path, version, group);
                throw new RemotingException(context.localAddress(), context.remoteAddress(),
                        "Not found exported service: " + key + " in " + new TreeSet<>(exporters.keySet())
                                + ", may be version or group mismatch , channel: consumer: " + context.remoteAddress()
                                + " --> provider: " + context.localAddress() + ", message:" + invocation);
            }
            Invoker<?> invoker = exporter.getInvoker();
            invocation.setInvoker(invoker);
            invocation.setTargetServiceUniqueName(invoker.getUrl().getServiceKey());
            GenericImplementationInvocation.adapt(invocation, invoker);
            RpcContext.getServiceContext().setRemoteAddress(context.remoteAddress())
                    .setLocalAddress(context.localAddress());
            if (callbacks.contains(exporter.key())) {
                ProviderCallbacks.decode(invocation, invoker.getUrl(), context);
            }
            try {
                return Results.toResultBody(invoker.invoke(invocation));
            } finally {
                RpcContext.removeServiceContext();
            }
        }
    }

    @Override
    public String toString() {
        return "DubboProtocol[" + exporters.size() + " exporters, " + servers.size() + " servers]";
    }
}

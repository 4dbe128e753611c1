package org.apache.dubbo.rpc.protocol.injvm;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Calls between a reference and a service exported in the same JVM ({@code scope=local}, {@code injvm=true}):
 * no network, no serialization; the provider filters still run.
 */
public final class InjvmProtocol implements Protocol {

    public static final String NAME = "injvm";
    private static final String LOCALHOST = "127.0.0.1";

    private final ConcurrentMap<String, Exporter<?>> exporters = new ConcurrentHashMap<>();

    @Override
    public int getDefaultPort() {
        return 0;
    }

    @Override
    public <T> Exporter<T> export(Invoker<T> invoker) throws RpcException {
        String key = invoker.getUrl().getServiceKey();
        Exporter<T> exporter = new Exporter<T>() {
            @Override
            public Invoker<T> getInvoker() {
                return invoker;
            }

            @Override
            public void unexport() {
                exporters.remove(key, this);
            }
        };
        exporters.put(key, exporter);
        return exporter;
    }

    @Override
    public <T> Invoker<T> refer(Class<T> type, URL url) throws RpcException {
        String key = url.getServiceKey();
        String application = url.getParameter(RpcKeys.APPLICATION);
        return new Invoker<T>() {
            @Override
            public Class<T> getInterface() {
                return type;
            }

            @Override
            public URL getUrl() {
                return url;
            }

            @Override
            public boolean isAvailable() {
                return exporters.containsKey(key);
            }

            @Override
            public void destroy() {
            }

            @Override
            public Result invoke(Invocation invocation) throws RpcException {
                Exporter<?> exporter = exporters.get(key);
                if (exporter == null) {
                    throw new RpcException(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER, "Service " + key
                            + " is not exported in this JVM (scope=local / injvm)");
                }
                RpcContext.getServiceContext().setLocalInvoke(true);
                RpcContext.RestoreContext caller = RpcContext.storeContext();
                try {
                    // the provider side of the call sees what an Apache Dubbo 3 provider sees in-JVM: the request's
                    // attachments as server attachments, no client attachments, loopback addresses with port 0
                    RpcContext.removeServerAttachment();
                    RpcContext.removeClientAttachment();
                    RpcContext.removeServiceContext();
                    RpcContext.getServiceContext().setRemoteAddress(LOCALHOST, 0).setLocalAddress(LOCALHOST, 0)
                            .setLocalInvoke(true);
                    RpcInvocation copy = new RpcInvocation(invocation);
                    copy.setInvoker(exporter.getInvoker());
                    if (application != null) {
                        copy.setAttachmentIfAbsent(RpcKeys.REMOTE_APPLICATION, application);
                    }
                    return exporter.getInvoker().invoke(copy);
                } finally {
                    caller.restore();
                }
            }

            @Override
            public String toString() {
                return "InjvmInvoker[" + key + "]";
            }
        };
    }

    public boolean isExported(URL url) {
        return exporters.containsKey(url.getServiceKey());
    }

    @Override
    public void destroy() {
        exporters.clear();
    }
}

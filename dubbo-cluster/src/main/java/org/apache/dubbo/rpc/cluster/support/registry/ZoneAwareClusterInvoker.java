package org.apache.dubbo.rpc.cluster.support.registry;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.apache.dubbo.rpc.cluster.support.AbstractClusterInvoker;

/**
 * {@code zone-aware}: the directory holds one invoker per registry, each seen under its registry URL (registry
 * spec 6.2). A call goes to
 * <ol>
 * <li>the first available registry with {@code preferred=true};</li>
 * <li>else the available registry whose {@code zone} equals the call's {@code registry_zone} attachment — and
 * fails if there is none and {@code registry_zone_force=true};</li>
 * <li>else a registry chosen by the load balancer, weighted by each registry's {@code weight};</li>
 * <li>else the first available registry.</li>
 * </ol>
 * Each registry's own cluster then retries and balances among its providers, so nothing is retried here.
 */
public class ZoneAwareClusterInvoker<T> extends AbstractClusterInvoker<T> {

    public static final String PREFERRED = "preferred";
    public static final String ZONE = "zone";
    public static final String REGISTRY_ZONE = "registry_zone";
    public static final String REGISTRY_ZONE_FORCE = "registry_zone_force";

    public ZoneAwareClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        for (Invoker<T> invoker : invokers) {
            if (invoker.getUrl().getParameter(PREFERRED, false) && invoker.isAvailable()) {
                return invoker.invoke(invocation);
            }
        }
        // the caller's RpcContext attachments were copied onto the invocation by invoke()
        String zone = invocation.getAttachment(REGISTRY_ZONE);
        if (zone != null && !zone.isEmpty()) {
            for (Invoker<T> invoker : invokers) {
                if (zone.equals(invoker.getUrl().getParameter(ZONE)) && invoker.isAvailable()) {
                    return invoker.invoke(invocation);
                }
            }
            if (Boolean.parseBoolean(invocation.getAttachment(REGISTRY_ZONE_FORCE))) {
                throw new RpcException(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER, "No registry in zone '"
                        + zone + "' can serve " + serviceName() + " (" + REGISTRY_ZONE_FORCE + "=true); registries: "
                        + registries(invokers));
            }
        }
        Invoker<T> balanced = loadbalance.select(invokers, getUrl(), invocation);
        if (balanced != null && balanced.isAvailable()) {
            return balanced.invoke(invocation);
        }
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                return invoker.invoke(invocation);
            }
        }
        throw noProvider(invocation, "none of the registries " + registries(invokers) + " has an available"
                + " provider");
    }

    private static <T> String registries(List<Invoker<T>> invokers) {
        StringBuilder names = new StringBuilder("[");
        for (Invoker<T> invoker : invokers) {
            URL url = invoker.getUrl();
            names.append(names.length() > 1 ? ", " : "").append(url.getAddress());
            String zone = url.getParameter(ZONE);
            if (zone != null) {
                names.append(" zone=").append(zone);
            }
        }
        return names.append(']').toString();
    }
}

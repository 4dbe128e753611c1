package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.exchange.PeerChannel;
import org.apache.dubbo.remoting.exchange.RequestContext;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.proxy.JdkProxyFactory;
import org.apache.dubbo.rpc.support.FilterChain;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * The provider's half of parameter callbacks: a callback argument arrives as null with
 * {@code sys_callback_arg-<index>} = the consumer's instance id, and is replaced by a proxy that calls the consumer
 * back over the connection the request came on ({@link CallbackInvoker}). One proxy per connection and instance id,
 * so a listener registered twice is the same object; at most {@code callbacks} (default 1) instances of one
 * interface per connection. {@code callback=false} hands the service the proxy once more (to remove it) and
 * releases it. Proxies die with their connection.
 */
final class ProviderCallbacks {

    private static final String PROXY_PREFIX = "callback.service.proxy.";

    private ProviderCallbacks() {
    }

    static void decode(RpcInvocation invocation, URL serviceUrl, RequestContext context) {
        Object[] arguments = invocation.getArguments();
        Class<?>[] types = invocation.getParameterTypes();
        for (int i = 0; i < arguments.length && i < types.length; i++) {
            CallbackKeys.Mode mode = CallbackKeys.mode(serviceUrl, invocation.getMethodName(), i);
            Object id = invocation.getObjectAttachment(CallbackKeys.ARGUMENT_PREFIX + i);
            if (mode == CallbackKeys.Mode.NONE || id == null) {
                continue;
            }
            PeerChannel channel = context.channel();
            String key = PROXY_PREFIX + types[i].getName() + "." + id;
            if (mode == CallbackKeys.Mode.CREATE) {
                arguments[i] = proxy(channel, serviceUrl, types[i], id.toString(), key, context.serializationId());
            } else {
                Object proxy = channel.attributes().remove(key);
                if (proxy instanceof CallbackProxy) {
                    ((CallbackProxy) proxy).invoker.destroy();
                    arguments[i] = ((CallbackProxy) proxy).proxy;
                }
            }
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object proxy(PeerChannel channel, URL serviceUrl, Class<?> type, String id, String key,
                                int serializationId) {
        Object existing = channel.attributes().get(key);
        if (existing instanceof CallbackProxy) {
            return ((CallbackProxy) existing).proxy;
        }
        int limit = CallbackKeys.limit(serviceUrl);
        int count = 0;
        String prefix = PROXY_PREFIX + type.getName() + ".";
        for (String name : channel.attributes().keySet()) {
            if (name.startsWith(prefix)) {
                count++;
            }
        }
        if (count >= limit) {
            throw new RpcException("interface " + type.getName() + "'s callback instances num exceed providers limit: "
                    + limit + ", current num: " + (count + 1) + " on connection " + channel.remoteAddress()
                    + ". The new callback is refused; raise callbacks on the service, or release one first");
        }
        Map<String, String> parameters = new HashMap<>(serviceUrl.getParameters());
        parameters.remove("methods");
        parameters.put(RpcKeys.INTERFACE, type.getName());
        parameters.put("side", RpcKeys.CONSUMER);
        URL url = new URL("callback", channel.remoteAddress().getAddress().getHostAddress(),
                channel.remoteAddress().getPort(), type.getName(), parameters);
        Serialization serialization = Serializations.byId(serializationId);
        CallbackInvoker<?> invoker = new CallbackInvoker(type, url, channel, id,
                serialization != null ? serialization : Serializations.byName(Serializations.DEFAULT_NAME));
        Invoker<?> filtered = FilterChain.build((Invoker) invoker, RpcKeys.REFERENCE_FILTER, RpcKeys.CONSUMER);
        Object proxy = new JdkProxyFactory().getProxy((Invoker) filtered);
        CallbackProxy created = new CallbackProxy(proxy, invoker);
        Object raced = channel.attributes().putIfAbsent(key, created);
        return raced instanceof CallbackProxy ? ((CallbackProxy) raced).proxy : proxy;
    }

    /** A callback proxy and the invoker behind it, kept per connection. */
    private static final class CallbackProxy {
        final Object proxy;
        final CallbackInvoker<?> invoker;

        CallbackProxy(Object proxy, CallbackInvoker<?> invoker) {
            this.proxy = proxy;
            this.invoker = invoker;
        }
    }
}

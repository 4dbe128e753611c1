package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.remoting.exchange.PeerChannel;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.proxy.JdkProxyFactory;
import org.apache.dubbo.rpc.support.FilterChain;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * The consumer's half of parameter callbacks: before a call goes out on a connection, each callback argument is
 * exported on that connection (the provider calls it back there) and replaced by null plus the attachment
 * {@code sys_callback_arg-<index>} = its id ({@link System#identityHashCode}); an argument configured
 * {@code callback=false} is unexported instead. Exports live in the connection's attributes, so they go when the
 * connection goes; at most {@code callbacks} (default 1) instances of one interface per connection.
 */
final class ConsumerCallbacks {

    static final String EXPORTS = "dubbo.callback.exports";

    private ConsumerCallbacks() {
    }

    /** The arguments to send for {@code rpc} on {@code channel}: callbacks exported and replaced by null. */
    static Object[] encode(RpcInvocation rpc, URL url, PeerChannel channel) {
        Object[] arguments = rpc.getArguments();
        Class<?>[] types = rpc.getParameterTypes();
        Object[] sent = arguments;
        for (int i = 0; i < arguments.length && i < types.length; i++) {
            CallbackKeys.Mode mode = CallbackKeys.mode(url, rpc.getMethodName(), i);
            if (mode == CallbackKeys.Mode.NONE || arguments[i] == null
                    || (mode == CallbackKeys.Mode.DESTROY && !types[i].isInterface())) {
                // callback=false on an argument that cannot be a callback (e.g. @Argument(index, type) whose
                // callback attribute defaults to false) has nothing to unexport: the value travels as it is
                continue;
            }
            if (!types[i].isInterface()) {
                throw new RpcException("The callback argument " + i + " of " + rpc.getMethodName() + " is a "
                        + types[i].getName() + "; a parameter callback must be declared as an interface");
            }
            String id = String.valueOf(System.identityHashCode(arguments[i]));
            String key = CallbackKeys.exportKey(url.getParameter(RpcKeys.GROUP), types[i].getName(), id);
            if (mode == CallbackKeys.Mode.CREATE) {
                export(channel, url, types[i], arguments[i], key);
            } else {
                exports(channel).remove(key);
            }
            rpc.setAttachment(CallbackKeys.ARGUMENT_PREFIX + i, id);
            if (sent == arguments) {
                sent = arguments.clone();
            }
            sent[i] = null;
        }
        return sent;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static void export(PeerChannel channel, URL url, Class<?> type, Object instance, String key) {
        ConcurrentMap<String, Invoker<?>> exports = exports(channel);
        if (exports.containsKey(key)) {
            return;
        }
        int limit = CallbackKeys.limit(url);
        int count = 0;
        for (Invoker<?> exported : exports.values()) {
            if (exported.getInterface() == type) {
                count++;
            }
        }
        if (count >= limit) {
            throw new IllegalStateException("interface " + type.getName() + "'s callback instances num exceed"
                    + " providers limit: " + limit + ", current num: " + (count + 1) + " on connection " + channel.localAddress() + " -> " + channel.remoteAddress()
                    + ". Raise callbacks on the service, or release a callback before (callback=false)");
        }
        Map<String, String> parameters = new HashMap<>(url.getParameters());
        parameters.remove(RpcKeys.VERSION);
        parameters.put("is_server", "false");
        parameters.put(CallbackKeys.IS_CALLBACK_SERVICE, "true");
        parameters.put(RpcKeys.INTERFACE, type.getName());
        parameters.put("side", RpcKeys.PROVIDER);
        StringBuilder methods = new StringBuilder();
        for (java.lang.reflect.Method m : type.getMethods()) {
            if (m.getDeclaringClass() != Object.class) {
                methods.append(methods.length() == 0 ? "" : ",").append(m.getName());
            }
        }
        parameters.put("methods", methods.toString());
        URL exportUrl = new URL(DubboProtocol.NAME, channel.localAddress().getAddress().getHostAddress(),
                channel.localAddress().getPort(), type.getName() + "." + System.identityHashCode(instance),
                parameters);
        Invoker invoker = new JdkProxyFactory().getInvoker(instance, (Class) type, exportUrl);
        exports.putIfAbsent(key, FilterChain.build(invoker, RpcKeys.SERVICE_FILTER, RpcKeys.PROVIDER));
    }

    @SuppressWarnings("unchecked")
    static ConcurrentMap<String, Invoker<?>> exports(PeerChannel channel) {
        return (ConcurrentMap<String, Invoker<?>>) channel.attributes().computeIfAbsent(EXPORTS,
                k -> new ConcurrentHashMap<String, Invoker<?>>());
    }
}

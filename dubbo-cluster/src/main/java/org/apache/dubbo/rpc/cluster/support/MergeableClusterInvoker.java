package org.apache.dubbo.rpc.cluster.support;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.apache.dubbo.rpc.cluster.Merger;
import org.apache.dubbo.rpc.cluster.merger.MergerFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Calls a service offered by several groups. The providers are grouped by their {@code group}; within a group the
 * load balancer picks one.
 * <ul>
 *   <li>Without a {@code merger} for the method (unset, empty or {@code false}) one group answers: the first
 *       group, in directory order, with an available provider.</li>
 *   <li>With a merger every group is called at once and the results are merged: {@code true} or {@code default}
 *       chooses by the method's return type ({@link MergerFactory}); {@code .name} calls the method {@code name}
 *       of the first result with each other result as its argument (its return value, when it returns the
 *       result type, becomes the new result); any other value names a {@link Merger} extension.</li>
 * </ul>
 * As in Apache Dubbo, a group whose call ends in an exception thrown by the service is logged and left out; a
 * group whose call fails (timeout, network, ...) fails the whole call; a single result is returned unmerged; a
 * {@code void} method returns null.
 */
public class MergeableClusterInvoker<T> extends AbstractClusterInvoker<T> {

    private static final Logger LOGGER = LoggerFactory.getLogger(MergeableClusterInvoker.class);
    static final String MERGER_KEY = "merger";

    private final MergerFactory mergerFactory = new MergerFactory();

    public MergeableClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        Map<String, List<Invoker<T>>> groups = byGroup(invokers);
        String method = ClusterSettings.methodName(invocation);
        String merger = getUrl().getMethodParameter(method, MERGER_KEY);
        if (isEmpty(merger)) {
            for (List<Invoker<T>> group : groups.values()) {
                if (anyAvailable(group)) {
                    return asResult(invokeOnce(select(loadbalance, invocation, group, null), invocation),
                            invocation);
                }
            }
            return asResult(invokeOnce(invokers.get(0), invocation), invocation);
        }
        Class<?> returnType = returnType(invocation);
        Map<String, CompletableFuture<AppResponse>> calls = new LinkedHashMap<>();
        for (Map.Entry<String, List<Invoker<T>>> group : groups.entrySet()) {
            RpcInvocation call = new RpcInvocation(invocation);
            // every group at once: the calls are asynchronous whatever the caller's mode
            call.setInvokeMode(InvokeMode.ASYNC);
            calls.put(group.getKey(), invokeOnce(select(loadbalance, call, group.getValue(), null), call));
        }
        CompletableFuture<AppResponse> merged = CompletableFuture
                .allOf(calls.values().toArray(new CompletableFuture<?>[0]))
                .handle((ignored, error) -> merge(calls, merger, returnType, invocation));
        return asResult(merged, invocation);
    }

    private AppResponse merge(Map<String, CompletableFuture<AppResponse>> calls, String merger, Class<?> returnType,
                              Invocation invocation) {
        List<Object> values = new ArrayList<>(calls.size());
        for (Map.Entry<String, CompletableFuture<AppResponse>> call : calls.entrySet()) {
            AppResponse response;
            try {
                response = call.getValue().join();
            } catch (RuntimeException e) {
                RpcException failure = InvocationOutcome.toRpcException(e);
                throw new RpcException(failure.getCode(), "Failed to invoke service " + groupKey(call.getKey())
                        + ": " + failure.getMessage(), failure);
            }
            if (response.hasException()) {
                LOGGER.error("Invoke {} failed: {}", groupKey(call.getKey()), response.getException().getMessage(),
                        response.getException());
            } else {
                values.add(response.getValue());
            }
        }
        if (values.isEmpty() || returnType == void.class || returnType == Void.class) {
            return new AppResponse((Object) null);
        }
        if (values.size() == 1) {
            return new AppResponse(values.get(0));
        }
        return new AppResponse(merger.startsWith(".") ? mergeByMethod(merger.substring(1), returnType, values)
                : mergeByMerger(merger, returnType, values));
    }

    private Object mergeByMethod(String name, Class<?> returnType, List<Object> values) {
        Method method;
        try {
            method = returnType.getMethod(name, returnType);
        } catch (NoSuchMethodException e) {
            throw new RpcException("Can not merge result because missing method [" + name + "] in class ["
                    + returnType.getName() + "]");
        }
        if (!Modifier.isPublic(method.getDeclaringClass().getModifiers())) {
            method.setAccessible(true);
        }
        Object result = values.get(0);
        try {
            boolean returnsResult = method.getReturnType() != void.class
                    && method.getReturnType().isAssignableFrom(result.getClass());
            for (Object next : values.subList(1, values.size())) {
                Object returned = method.invoke(result, next);
                if (returnsResult) {
                    result = returned;
                }
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new RpcException("Can not merge result: " + e.getMessage(), e);
        }
        return result;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private Object mergeByMerger(String name, Class<?> returnType, List<Object> values) {
        Merger merger;
        if ("true".equalsIgnoreCase(name) || "default".equalsIgnoreCase(name)) {
            merger = mergerFactory.getMerger(returnType);
            if (merger == null) {
                throw new RpcException("There is no merger to merge result: no Merger extension handles the return"
                        + " type " + returnType.getName() + "; name one with merger=\"name\" or merge with"
                        + " merger=\".methodName\"");
            }
        } else {
            ExtensionLoader<Merger> loader = ExtensionLoader.getExtensionLoader(Merger.class);
            if (!loader.hasExtension(name)) {
                throw new RpcException("There is no merger named '" + name + "' to merge the results of "
                        + serviceName() + "; known: " + loader.getSupportedExtensions());
            }
            merger = loader.getExtension(name);
        }
        Object[] items = (Object[]) java.lang.reflect.Array.newInstance(
                returnType.isPrimitive() ? wrapper(returnType) : returnType, values.size());
        for (int i = 0; i < items.length; i++) {
            items[i] = values.get(i);
        }
        try {
            return merger.merge(items);
        } catch (RuntimeException e) {
            throw new RpcException("Can not merge result: " + e.getMessage(), e);
        }
    }

    private static Class<?> wrapper(Class<?> primitive) {
        return java.lang.reflect.Array.get(java.lang.reflect.Array.newInstance(primitive, 1), 0).getClass();
    }

    private Class<?> returnType(Invocation invocation) {
        if (invocation instanceof RpcInvocation && ((RpcInvocation) invocation).getReturnType() != null) {
            return ((RpcInvocation) invocation).getReturnType();
        }
        try {
            return getInterface().getMethod(invocation.getMethodName(), invocation.getParameterTypes())
                    .getReturnType();
        } catch (NoSuchMethodException e) {
            return Object.class;
        }
    }

    private Map<String, List<Invoker<T>>> byGroup(List<Invoker<T>> invokers) {
        Map<String, List<Invoker<T>>> groups = new LinkedHashMap<>();
        for (Invoker<T> invoker : invokers) {
            String group = invoker.getUrl().getParameter("group", "");
            groups.computeIfAbsent(group, g -> new ArrayList<>()).add(invoker);
        }
        return groups;
    }

    private static <T> boolean anyAvailable(List<Invoker<T>> invokers) {
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                return true;
            }
        }
        return false;
    }

    private String groupKey(String group) {
        return (group.isEmpty() ? "" : group + "/") + getInterface().getName();
    }

    /** Apache Dubbo's notion of an unset value: null, empty, {@code false}, {@code 0}, {@code null}, {@code N/A}. */
    static boolean isEmpty(String value) {
        return value == null || value.isEmpty() || "false".equalsIgnoreCase(value) || "0".equals(value)
                || "null".equalsIgnoreCase(value) || "N/A".equalsIgnoreCase(value);
    }
}

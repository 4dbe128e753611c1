package org.apache.dubbo.rpc.cluster.support.wrapper;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.support.InvocationOutcome;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Applies the reference's {@code mock} setting ({@code {method}.mock} first) around a cluster invoker: none or
 * {@code false} calls the providers; {@code force:...} answers with the mock without calling them;
 * {@code fail:...} or a plain value calls them and answers with the mock when the call fails (not when the
 * service throws its own exception). See {@link MockAction} for the values. Every mock value on the consumer URL
 * is checked when this invoker is created.
 */
public class MockClusterInvoker<T> implements ClusterInvoker<T> {

    private static final Logger LOGGER = LoggerFactory.getLogger(MockClusterInvoker.class);
    private static final String METHOD_MOCK_SUFFIX = "." + ClusterSettings.MOCK;

    private final Directory<T> directory;
    private final Invoker<T> invoker;
    private final ConcurrentMap<String, MockRule> rules = new ConcurrentHashMap<>();

    /** @throws IllegalStateException naming the key and value of an invalid mock setting */
    public MockClusterInvoker(Directory<T> directory, Invoker<T> invoker) {
        this.directory = directory;
        this.invoker = invoker;
        URL url = getUrl();
        if (url != null) {
            for (Map.Entry<String, String> e : url.getParameters().entrySet()) {
                String key = e.getKey();
                boolean mockKey = key.equals(ClusterSettings.MOCK) || key.endsWith(METHOD_MOCK_SUFFIX);
                if (mockKey && !MockRule.isOff(e.getValue())) {
                    rules.put(e.getValue(), MockRule.parse(key, e.getValue(), directory.getInterface()));
                }
            }
        }
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        String method = ClusterSettings.methodName(invocation);
        URL url = getUrl();
        String raw = url == null ? null : url.getMethodParameter(method, ClusterSettings.MOCK);
        if (MockRule.isOff(raw)) {
            return invoker.invoke(invocation);
        }
        MockRule rule = rules.computeIfAbsent(raw, value -> MockRule.parse(ClusterSettings.MOCK, value,
                getInterface()));
        if (rule.isForce()) {
            LOGGER.debug("Forced mock {} answers method {} of {}", rule, method, getInterface().getName());
            return InvocationOutcome.toResult(rule.action().answer(invocation, getInterface(), null), invocation);
        }
        CompletableFuture<AppResponse> outcome;
        try {
            outcome = InvocationOutcome.of(invoker.invoke(invocation), invocation);
        } catch (RpcException e) {
            outcome = InvocationOutcome.failed(e);
        }
        CompletableFuture<AppResponse> answered = outcome.handle((response, error) -> {
            if (error == null) {
                return CompletableFuture.completedFuture(response);
            }
            RpcException failure = InvocationOutcome.toRpcException(error);
            if (failure.isBiz()) {
                return InvocationOutcome.failed(failure);
            }
            LOGGER.warn("Method {} of {} failed, mock {} answers instead: {}", method, getInterface().getName(),
                    rule, failure.getMessage());
            return rule.action().answer(invocation, getInterface(), failure);
        }).thenCompose(future -> future);
        return InvocationOutcome.toResult(answered, invocation);
    }

    @Override
    public Class<T> getInterface() {
        return directory.getInterface();
    }

    /** The consumer URL, where the mock settings are. */
    @Override
    public URL getUrl() {
        URL consumerUrl = directory.getConsumerUrl();
        return consumerUrl != null ? consumerUrl : directory.getUrl();
    }

    @Override
    public URL getRegistryUrl() {
        return directory.getUrl();
    }

    @Override
    public Directory<T> getDirectory() {
        return directory;
    }

    @Override
    public boolean isDestroyed() {
        return invoker instanceof ClusterInvoker && ((ClusterInvoker<?>) invoker).isDestroyed();
    }

    @Override
    public boolean isAvailable() {
        return directory.isAvailable();
    }

    @Override
    public void destroy() {
        invoker.destroy();
    }

    @Override
    public String toString() {
        return "MockClusterInvoker[" + invoker + "]";
    }
}

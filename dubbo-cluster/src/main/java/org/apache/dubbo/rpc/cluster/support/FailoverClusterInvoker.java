package org.apache.dubbo.rpc.cluster.support;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code failover}, the default: a failed call is retried on another provider, up to {@code retries} more times
 * (default 2, per method {@code {method}.retries}). Every failure of the call itself is retried (timeouts, network
 * errors, error responses); a business exception is the provider's answer and is returned, never retried.
 *
 * <p>A synchronous call is retried before returning (each attempt is waited for on the caller's thread); an
 * asynchronous one returns at once and the next attempt starts when the previous one has failed.
 */
public class FailoverClusterInvoker<T> extends AbstractClusterInvoker<T> {

    private static final Logger LOGGER = LoggerFactory.getLogger(FailoverClusterInvoker.class);

    public FailoverClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        int attempts = Math.max(intSetting(invokers, invocation, ClusterSettings.RETRIES,
                ClusterSettings.DEFAULT_RETRIES), 0) + 1;
        Attempts run = new Attempts(invocation, loadbalance, attempts, invokers.size());
        run.next(invokers);
        return asResult(run.outcome, invocation);
    }

    /** The attempts of one invocation; each starts when the previous one has failed. */
    private final class Attempts {
        final Invocation invocation;
        final LoadBalance loadbalance;
        final int maxAttempts;
        final int listed;
        final List<Invoker<T>> tried = new ArrayList<>();
        final CompletableFuture<AppResponse> outcome = new CompletableFuture<>();
        RpcException lastError;

        Attempts(Invocation invocation, LoadBalance loadbalance, int maxAttempts, int listed) {
            this.invocation = invocation;
            this.loadbalance = loadbalance;
            this.maxAttempts = maxAttempts;
            this.listed = listed;
        }

        void next(List<Invoker<T>> invokers) {
            Invoker<T> invoker;
            try {
                invoker = select(loadbalance, invocation, invokers, tried);
            } catch (RpcException e) {
                if (lastError == null) {
                    outcome.completeExceptionally(e);
                } else {
                    outcome.completeExceptionally(exhausted());
                }
                return;
            }
            tried.add(invoker);
            invokeOnce(invoker, invocation).whenComplete((response, error) -> {
                if (error == null) {
                    succeeded(response);
                } else {
                    failed(InvocationOutcome.toRpcException(error));
                }
            });
        }

        private void succeeded(AppResponse response) {
            if (lastError != null) {
                LOGGER.warn("Method {} of {} succeeded on provider {} after {} failed attempt(s) on {}; last error: {}",
                        ClusterSettings.methodName(invocation), serviceName(),
                        tried.get(tried.size() - 1).getUrl().getAddress(), tried.size() - 1, providers(),
                        lastError.getMessage());
            }
            outcome.complete(response);
        }

        private void failed(RpcException error) {
            if (error.isBiz()) {
                outcome.completeExceptionally(error);
                return;
            }
            lastError = error;
            if (tried.size() >= maxAttempts) {
                outcome.completeExceptionally(exhausted());
                return;
            }
            List<Invoker<T>> invokers;
            try {
                // the directory may have changed meanwhile: retry on what it lists now
                invokers = getDirectory().list(invocation);
            } catch (RuntimeException e) {
                outcome.completeExceptionally(exhausted());
                return;
            }
            next(invokers);
        }

        /** The addresses tried, in order, each once: named only in messages, so worked out only for them. */
        private Set<String> providers() {
            Set<String> addresses = new LinkedHashSet<>();
            for (Invoker<T> invoker : tried) {
                addresses.add(invoker.getUrl().getAddress());
            }
            return addresses;
        }

        private RpcException exhausted() {
            Set<String> providers = providers();
            return new RpcException(lastError.getCode(), "Failed to invoke the method "
                    + ClusterSettings.methodName(invocation) + " in the service " + serviceName() + ". Tried "
                    + tried.size() + " times of the providers " + providers + " (" + providers.size() + "/" + listed
                    + ") from " + source() + " on the consumer " + NetUtils.getLocalHost() + ". Last error is: "
                    + lastError.getMessage(), lastError.getCause() != null ? lastError.getCause() : lastError);
        }
    }
}

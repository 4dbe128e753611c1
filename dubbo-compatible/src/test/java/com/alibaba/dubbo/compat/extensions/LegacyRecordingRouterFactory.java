package com.alibaba.dubbo.compat.extensions;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.RpcException;
import com.alibaba.dubbo.rpc.cluster.Router;
import com.alibaba.dubbo.rpc.cluster.RouterFactory;

/**
 * A Dubbo 2.6 router factory (registered as {@code legacyrecord}): its router records each call it routes (method,
 * number of providers, the consumer URL's path) and keeps every provider.
 */
public class LegacyRecordingRouterFactory implements RouterFactory {

    public static final Queue<String> ROUTED = new ConcurrentLinkedQueue<>();

    @Override
    public Router getRouter(URL url) {
        return new RecordingRouter(url);
    }

    static final class RecordingRouter implements Router {

        private final URL url;

        RecordingRouter(URL url) {
            this.url = url;
        }

        @Override
        public URL getUrl() {
            return url;
        }

        @Override
        public <T> List<Invoker<T>> route(List<Invoker<T>> invokers, URL consumer, Invocation invocation)
                throws RpcException {
            ROUTED.add(invocation.getMethodName() + " among " + invokers.size() + " for " + consumer.getPath());
            return invokers;
        }

        @Override
        public int compareTo(Router o) {
            return 0;
        }
    }
}

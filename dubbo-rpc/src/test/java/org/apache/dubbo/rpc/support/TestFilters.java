package org.apache.dubbo.rpc.support;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ListenableFilter;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.filter.ClusterFilter;

/** Filters registered in the test descriptors. */
public final class TestFilters {

    public static final List<String> HEARD = new CopyOnWriteArrayList<>();

    private TestFilters() {
    }

    /** The 2.7.5 style: a listener registered per invocation while the filter runs. */
    public static class PerInvocationListenableFilter extends ListenableFilter {
        @Override
        public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
            addListener(invocation, new Listener() {
                @Override
                public void onResponse(Result appResponse, Invoker<?> invoker, Invocation inv) {
                    HEARD.add("response " + appResponse.getValue());
                }

                @Override
                public void onError(Throwable t, Invoker<?> invoker, Invocation inv) {
                    HEARD.add("error " + t.getMessage());
                }
            });
            return invoker.invoke(invocation);
        }

        public int pendingListeners() {
            return listeners.size();
        }
    }

    public static class OnlyAClusterFilter implements ClusterFilter {
        @Override
        public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
            return invoker.invoke(invocation);
        }
    }
}

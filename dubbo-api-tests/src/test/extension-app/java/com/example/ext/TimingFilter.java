package com.example.ext;

import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ListenableFilter;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/** The 2.7.5 style: named by the reference's filter attribute, with a listener kept in the filter. */
public class TimingFilter extends ListenableFilter {

    public TimingFilter() {
        listener = new Listener() {
            @Override
            public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
                Counters.hit("listenable-filter-response");
            }

            @Override
            public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
                Counters.hit("listenable-filter-error");
            }
        };
    }

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        Counters.hit("listenable-filter");
        return invoker.invoke(invocation);
    }
}

package com.alibaba.dubbo.compat.extensions;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.InvokerListener;
import com.alibaba.dubbo.rpc.RpcException;

/** A Dubbo 2.6 invoker listener (registered as {@code legacyrecord}): records what it is told, in 2.6 types. */
public class LegacyRecordingInvokerListener implements InvokerListener {

    public static final Queue<String> EVENTS = new ConcurrentLinkedQueue<>();

    @Override
    public void referred(Invoker<?> invoker) throws RpcException {
        EVENTS.add("referred " + invoker.getUrl().getPath());
    }

    @Override
    public void destroyed(Invoker<?> invoker) {
        EVENTS.add("destroyed " + invoker.getUrl().getPath());
    }
}

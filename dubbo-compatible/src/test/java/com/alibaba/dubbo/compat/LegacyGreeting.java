package com.alibaba.dubbo.compat;

import com.alibaba.dubbo.rpc.RpcContext;

/** A provider as 2.6 code writes it: the context through com.alibaba.dubbo.rpc.RpcContext. */
public class LegacyGreeting implements Greeting {

    @Override
    public String greet(String name) {
        RpcContext context = RpcContext.getContext();
        return "hello " + name + (context.isProviderSide() ? " (provider saw " + context.getMethodName() + ")" : "");
    }

    @Override
    public String attachment(String key) {
        String value = RpcContext.getContext().getAttachment(key);
        if (value != null) {
            RpcContext.getServerContext().setAttachment("echo." + key, value);
        }
        return value;
    }

    @Override
    public String fail(String message) {
        throw new IllegalStateException(message);
    }
}

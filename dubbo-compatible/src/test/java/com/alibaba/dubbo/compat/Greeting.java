package com.alibaba.dubbo.compat;

public interface Greeting {

    String greet(String name);

    /** The request attachment {@code key} as the provider's 2.6 RpcContext sees it. */
    String attachment(String key);

    /** Always throws {@code new IllegalStateException(message)}. */
    String fail(String message);
}

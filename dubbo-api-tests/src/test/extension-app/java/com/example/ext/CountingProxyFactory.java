package com.example.ext;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;

/** {@code proxy=appproxy}: counts the proxies it makes, which the javassist factory builds. */
public class CountingProxyFactory implements ProxyFactory {

    private ProxyFactory javassist() {
        return ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("javassist");
    }

    @Override
    public <T> T getProxy(Invoker<T> invoker) throws RpcException {
        Counters.hit("proxy");
        return javassist().getProxy(invoker);
    }

    @Override
    public <T> T getProxy(Invoker<T> invoker, boolean generic) throws RpcException {
        Counters.hit("proxy");
        return javassist().getProxy(invoker, generic);
    }

    @Override
    public <T> Invoker<T> getInvoker(T proxy, Class<T> type, URL url) throws RpcException {
        Counters.hit("proxy-invoker");
        return javassist().getInvoker(proxy, type, url);
    }
}

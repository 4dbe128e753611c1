package org.apache.dubbo.rpc.cluster.router;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.cluster.DemoService;

/** Provider invokers at given addresses with given parameters, as a registry directory holds them. */
public final class Providers {

    private Providers() {
    }

    /** {@code address} is {@code host:port}; {@code parameters} are key, value pairs. */
    public static Invoker<DemoService> at(String address, String... parameters) {
        URL url = URL.valueOf("dubbo://" + address + "/" + DemoService.class.getName()).addParameters(parameters)
                .addParameter("interface", DemoService.class.getName());
        return new Invoker<DemoService>() {
            @Override
            public Class<DemoService> getInterface() {
                return DemoService.class;
            }

            @Override
            public Result invoke(Invocation invocation) {
                throw new UnsupportedOperationException("routing tests do not call");
            }

            @Override
            public URL getUrl() {
                return url;
            }

            @Override
            public boolean isAvailable() {
                return true;
            }

            @Override
            public void destroy() {
            }

            @Override
            public String toString() {
                return url.getAddress();
            }
        };
    }

    public static List<String> addresses(List<? extends Invoker<?>> invokers) {
        List<String> addresses = new ArrayList<>();
        for (Invoker<?> invoker : invokers) {
            addresses.add(invoker.getUrl().getAddress());
        }
        return addresses;
    }
}

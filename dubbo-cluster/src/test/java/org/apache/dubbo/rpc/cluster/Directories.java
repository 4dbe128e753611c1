package org.apache.dubbo.rpc.cluster;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;

/** Directories for tests: a consumer URL with the given parameters over fake invokers. */
public final class Directories {

    private Directories() {
    }

    public static URL consumerUrl(String... parameters) {
        return new URL("consumer", "10.0.0.200", 0, DemoService.class.getName(), parameters);
    }

    public static StaticDirectory<DemoService> of(URL consumerUrl, FakeInvoker... invokers) {
        return new StaticDirectory<>(consumerUrl, Arrays.<Invoker<DemoService>>asList(invokers));
    }

    /** A directory whose list can change, as a registry's does; may be empty. */
    public static final class Mutable implements Directory<DemoService> {
        private final URL consumerUrl;
        private final List<Invoker<DemoService>> invokers = new CopyOnWriteArrayList<>();

        public Mutable(URL consumerUrl, FakeInvoker... invokers) {
            this.consumerUrl = consumerUrl;
            this.invokers.addAll(Arrays.asList(invokers));
        }

        public void remove(FakeInvoker invoker) {
            invokers.remove(invoker);
        }

        public void add(FakeInvoker invoker) {
            invokers.add(invoker);
        }

        @Override
        public Class<DemoService> getInterface() {
            return DemoService.class;
        }

        @Override
        public List<Invoker<DemoService>> list(Invocation invocation) {
            return new ArrayList<>(invokers);
        }

        @Override
        public List<Invoker<DemoService>> getAllInvokers() {
            return list(null);
        }

        @Override
        public URL getConsumerUrl() {
            return consumerUrl;
        }

        @Override
        public URL getUrl() {
            return new URL("zookeeper", "127.0.0.1", 2181, "org.apache.dubbo.registry.RegistryService");
        }

        @Override
        public boolean isAvailable() {
            return invokers.stream().anyMatch(Invoker::isAvailable);
        }

        @Override
        public void destroy() {
            invokers.clear();
        }
    }
}

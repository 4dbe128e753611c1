package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.harness.Args;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The consumer's one reference per service, made from the command line once per JVM and kept for every benchmark
 * run in it: direct URL, hessian2, no filters, no retries.
 *
 * <pre>
 * --url dubbo://host:port|tri://host:port [--connections N] [--timeout MS] [--reference-param key=value]...
 * </pre>
 * {@code --reference-param} passes any URL parameter, so Dubbo Tuned's transport keys ({@code iothreads},
 * {@code socket.send.buffer}, ...) reach the reference; Apache Dubbo ignores the keys it does not know.
 */
final class DubboClient {

    static final Set<String> OPTIONS = new HashSet<String>(Arrays.asList("url", "connections", "timeout",
            "reference-param"));

    private static volatile Args settings;
    private static final Map<Class<?>, Object> SERVICES = new HashMap<Class<?>, Object>();

    private DubboClient() {
    }

    static void configure(Args args) {
        settings = args;
        ApplicationConfig application = new ApplicationConfig("benchmark-consumer");
        application.setQosEnable(false);
        DubboBootstrap.getInstance().application(application);
    }

    static synchronized <T> T service(Class<T> type) {
        Object service = SERVICES.get(type);
        if (service == null) {
            Args args = settings;
            if (args == null) {
                throw new IllegalStateException("DubboClient.configure was not called");
            }
            ReferenceConfig<T> reference = new ReferenceConfig<T>();
            reference.setInterface(type);
            reference.setUrl(args.require("url") + "/" + type.getName());
            reference.setCheck(false);
            reference.setRetries(0);
            reference.setFilter("-default");
            reference.setTimeout(args.integer("timeout", 3000));
            Integer connections = args.integer("connections");
            if (connections != null) {
                reference.setConnections(connections);
            }
            Map<String, String> parameters = new HashMap<String, String>();
            parameters.put("serialization", "hessian2");
            parameters.putAll(args.pairs("reference-param"));
            reference.setParameters(parameters);
            service = reference.get();
            SERVICES.put(type, service);
        }
        return type.cast(service);
    }
}

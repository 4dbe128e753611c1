package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.api.CongestionService;
import io.github.dubbotuned.benchmark.api.CongestionServiceImpl;
import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.UserServiceImpl;
import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.proto.ProtoUserService;
import io.github.dubbotuned.benchmark.proto.ProtoUserServiceImpl;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;

/**
 * The benchmark provider, written with the plain Apache Dubbo API so that the same source runs on Dubbo Tuned and on
 * Apache Dubbo: exports {@link UserService} (or {@link CongestionService}) on the dubbo protocol with hessian2, no
 * registry and no filters, prints {@value #READY} and serves until its standard input ends. With
 * {@code --protocol tri} it exports on triple instead: {@link UserService} (wrapped mode, hessian2) and
 * {@link ProtoUserService} (protobuf, plain gRPC).
 *
 * <pre>
 * --port N [--host H] [--protocol dubbo|tri] [--service user|congestion] [--threads N] [--iothreads N]
 * [--protocol-param key=value]...
 * </pre>
 */
public final class ProviderMain {

    public static final String READY = "BENCH READY provider";

    private ProviderMain() {
    }

    public static void main(String[] args) throws IOException {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("port", "host", "service", "threads",
                "iothreads", "protocol-param", "protocol")));
        String protocolName = options.get("protocol", "dubbo");
        if (!"dubbo".equals(protocolName) && !"tri".equals(protocolName)) {
            throw new IllegalArgumentException("--protocol must be dubbo or tri, got '" + protocolName + "'");
        }
        int port = options.integer("port", 0);
        ApplicationConfig application = new ApplicationConfig("benchmark-provider");
        application.setQosEnable(false);

        ProtocolConfig protocol = new ProtocolConfig(protocolName, port);
        protocol.setHost(options.get("host", "127.0.0.1"));
        protocol.setSerialization("hessian2");
        protocol.setThreads(options.integer("threads", 200));
        protocol.setIothreads(options.integer("iothreads"));
        Map<String, String> parameters = new HashMap<String, String>(options.pairs("protocol-param"));
        if (!parameters.isEmpty()) {
            protocol.setParameters(parameters);
        }

        DubboBootstrap bootstrap = DubboBootstrap.getInstance()
                .application(application)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE))
                .protocol(protocol)
                .service(service(options.get("service", "user")));
        if ("tri".equals(protocolName)) {
            ServiceConfig<ProtoUserService> proto = new ServiceConfig<ProtoUserService>();
            proto.setInterface(ProtoUserService.class);
            proto.setRef(new ProtoUserServiceImpl());
            proto.setFilter("-default");
            bootstrap.service(proto);
        }
        bootstrap.start();

        System.out.println(READY + " " + port);
        System.out.flush();
        waitForEndOfInput(System.in);
        System.exit(0);
    }

    private static ServiceConfig<?> service(String name) {
        if ("user".equals(name)) {
            ServiceConfig<UserService> service = new ServiceConfig<UserService>();
            service.setInterface(UserService.class);
            service.setRef(new UserServiceImpl());
            service.setFilter("-default");
            return service;
        }
        if ("congestion".equals(name)) {
            ServiceConfig<CongestionService> service = new ServiceConfig<CongestionService>();
            service.setInterface(CongestionService.class);
            service.setRef(new CongestionServiceImpl());
            service.setFilter("-default");
            return service;
        }
        throw new IllegalArgumentException("--service must be user or congestion, got '" + name + "'");
    }

    private static void waitForEndOfInput(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // the runner holds our standard input open while it needs us; its content does not matter
        }
    }
}

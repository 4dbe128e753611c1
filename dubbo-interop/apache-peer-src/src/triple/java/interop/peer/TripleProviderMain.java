package interop.peer;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;

import interop.api.GreetingService;
import interop.proto.Greeter;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

/**
 * A triple provider as an Apache Dubbo 3.3 user writes one: {@code ProtocolConfig("tri", port)} and, through
 * {@link DubboBootstrap}, {@link GreetingService} (a plain interface: wrapped mode, plain and as group {@code grp}
 * version {@code 1.0.0}) and {@link Greeter} (protobuf messages: plain gRPC). Prints
 * {@code PEER READY provider <port>} once exported; stops on end of input or SIGTERM through Dubbo's shutdown hook.
 *
 * <pre>
 * --port N [--registry ADDR] [--app NAME] [--register-mode interface|instance|all] [--protocol-param key=value]...
 * [--threads N] [--also-dubbo PORT]
 * </pre>
 * {@code --also-dubbo} exports the same services on the dubbo protocol too (one service, two protocols).
 * Compiled only against Apache Dubbo 3.3.5.
 */
public final class TripleProviderMain {

    private TripleProviderMain() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args, new HashSet<String>(Arrays.asList("port", "registry", "app",
                "register-mode", "protocol-param", "threads", "also-dubbo")));
        int port = Integer.parseInt(options.require("port"));
        ApplicationConfig application = new ApplicationConfig(options.get("app", "interop-triple-provider"));
        application.setQosEnable(false);
        String registerMode = options.choice("register-mode", "interface", "instance", "all");
        if (registerMode != null) {
            application.setRegisterMode(registerMode);
        }
        ProtocolConfig tri = new ProtocolConfig("tri", port);
        tri.setThreads(options.integer("threads"));
        Map<String, String> parameters = new HashMap<String, String>(options.pairs("protocol-param"));
        if (!parameters.isEmpty()) {
            tri.setParameters(parameters);
        }
        DubboBootstrap bootstrap = DubboBootstrap.getInstance().application(application)
                .registry(new RegistryConfig(options.get("registry", RegistryConfig.NO_AVAILABLE)));
        bootstrap.protocol(tri);
        Integer dubboPort = options.integer("also-dubbo");
        if (dubboPort != null) {
            bootstrap.protocol(new ProtocolConfig("dubbo", dubboPort));
        }

        GreetingServiceImpl greeting = new GreetingServiceImpl();
        ServiceConfig<GreetingService> plain = new ServiceConfig<GreetingService>();
        plain.setId("greeting");
        plain.setInterface(GreetingService.class);
        plain.setRef(greeting);
        ServiceConfig<GreetingService> grouped = new ServiceConfig<GreetingService>();
        grouped.setId("greeting-" + ProviderMain.GROUP + "-" + ProviderMain.VERSION);
        grouped.setInterface(GreetingService.class);
        grouped.setRef(greeting);
        grouped.setGroup(ProviderMain.GROUP);
        grouped.setVersion(ProviderMain.VERSION);
        ServiceConfig<Greeter> greeter = new ServiceConfig<Greeter>();
        greeter.setId("greeter");
        greeter.setInterface(Greeter.class);
        greeter.setRef(new GreeterImpl());
        bootstrap.service(plain).service(grouped).service(greeter).start();

        System.out.println("PEER READY provider " + port);
        System.out.flush();
        byte[] buffer = new byte[256];
        while (System.in.read(buffer) >= 0) {
            // input is only a keep-alive signal from the launcher
        }
        System.out.println("PEER STOPPING provider " + port);
        System.out.flush();
        System.exit(0);
    }
}

package interop.peer;

import interop.api.CallbackService;
import interop.api.GreetingService;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;

/**
 * Exports {@link GreetingService} twice (plain, and as group {@code grp} version {@code 1.0.0}) through
 * {@link DubboBootstrap}, so the provider URL looks like a real deployment's (3.x fills in
 * {@code prefer.serialization}). Prints {@code PEER READY provider <port>} once exported and stays up until its
 * standard input reaches end-of-file or it receives SIGTERM; both exit through Dubbo's shutdown hook, which stops it
 * gracefully (readonly event to every connected consumer first).
 *
 * <pre>
 * --port N [--host H] [--serialization X] [--prefer-serialization X] [--payload N] [--threads N] [--heartbeat MS]
 * [--registry ADDR] [--protocol-param key=value]... [--app NAME] [--register-mode interface|instance|all]
 * [--metadata-type local|remote] [--callbacks N] [--endpoint GROUP,PORT[,HOST]]...
 * </pre>
 * {@code --callbacks N} also exports {@link CallbackService} with parameter callbacks ({@code callbacks=N}).
 * {@code --register-mode} only exists from Dubbo 3 on; 2.7 prints a {@code PEER WARNING} line and ignores it.
 * {@code --host} sets the protocol's host (an empty value sets it to the empty string). Each {@code --endpoint} adds a
 * protocol of its own (id {@code GROUP}, on {@code PORT}, with host {@code HOST}: unset without a third field, empty
 * with an empty one) and exports {@code GreetingService} in group {@code GROUP} on it alone, so one JVM can show how
 * several host settings behave. Every exported URL is printed as {@code PEER EXPORTED <url>}. When the start fails
 * (Dubbo refusing a setting, for example) it prints {@code PEER START FAILED <exception chain>} and exits with 2.
 */
public final class ProviderMain {

    static final String GROUP = "grp";
    static final String VERSION = "1.0.0";

    private ProviderMain() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args, new HashSet<String>(Arrays.asList("port", "serialization",
                "prefer-serialization", "payload", "threads", "heartbeat", "registry", "protocol-param", "app",
                "register-mode", "metadata-type", "callbacks", "host", "endpoint")));
        int port = Integer.parseInt(options.require("port"));

        ApplicationConfig application = new ApplicationConfig(options.get("app", "interop-provider"));
        application.setQosEnable(false);
        String metadataType = options.choice("metadata-type", "local", "remote");
        if (metadataType != null) {
            application.setMetadataType(metadataType);
        }
        String registerMode = options.choice("register-mode", "interface", "instance", "all");
        if (registerMode != null) {
            Dubbo3Settings.registerMode(application, registerMode);
        }

        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost(options.get("host"));
        protocol.setSerialization(options.get("serialization"));
        protocol.setPayload(options.integer("payload"));
        protocol.setThreads(options.integer("threads"));
        protocol.setHeartbeat(options.integer("heartbeat"));
        Map<String, String> parameters = new HashMap<String, String>(options.pairs("protocol-param"));
        if (!parameters.isEmpty()) {
            protocol.setParameters(parameters);
        }
        String prefer = options.get("prefer-serialization");
        if (prefer != null) {
            setPreferSerialization(protocol, prefer);
        }

        GreetingServiceImpl implementation = new GreetingServiceImpl();
        ServiceConfig<GreetingService> plain = new ServiceConfig<GreetingService>();
        // distinct ids: 2.7 silently drops a second service config with the same (default) id
        plain.setId("greeting");
        plain.setInterface(GreetingService.class);
        plain.setRef(implementation);
        plain.setProtocol(protocol);
        ServiceConfig<GreetingService> grouped = new ServiceConfig<GreetingService>();
        grouped.setId("greeting-" + GROUP + "-" + VERSION);
        grouped.setInterface(GreetingService.class);
        grouped.setRef(implementation);
        grouped.setGroup(GROUP);
        grouped.setVersion(VERSION);
        grouped.setProtocol(protocol);

        DubboBootstrap bootstrap = DubboBootstrap.getInstance()
                .application(application)
                .registry(new RegistryConfig(options.get("registry", RegistryConfig.NO_AVAILABLE)))
                .protocol(protocol)
                .service(plain)
                .service(grouped);
        Integer callbacks = options.integer("callbacks");
        if (callbacks != null) {
            ServiceConfig<CallbackService> callbackService = new ServiceConfig<CallbackService>();
            callbackService.setId("callbacks");
            callbackService.setInterface(CallbackService.class);
            callbackService.setRef(new CallbackServiceImpl());
            callbackService.setProtocol(protocol);
            CallbackSettings.apply(callbackService, callbacks);
            // calling back takes a consumer's thread and connection: leave room for a busy machine
            callbackService.setTimeout(5000);
            bootstrap.service(callbackService);
        }
        List<ServiceConfig<GreetingService>> services = new ArrayList<ServiceConfig<GreetingService>>();
        services.add(plain);
        services.add(grouped);
        for (String endpoint : options.all("endpoint")) {
            ProtocolConfig endpointProtocol = endpointProtocol(endpoint);
            ServiceConfig<GreetingService> service = endpointService(endpointProtocol, implementation);
            bootstrap.protocol(endpointProtocol).service(service);
            services.add(service);
        }
        try {
            bootstrap.start();
        } catch (Throwable e) {
            System.out.println("PEER START FAILED " + chain(e));
            System.out.flush();
            e.printStackTrace();
            System.exit(2);
        }
        for (ServiceConfig<GreetingService> service : services) {
            for (Object url : service.getExportedUrls()) {
                System.out.println("PEER EXPORTED " + url);
            }
        }
        System.out.println("PEER READY provider " + port);
        System.out.flush();

        waitForEndOfInput(System.in);
        // exit through Dubbo's own shutdown hook, so end-of-input and SIGTERM take the same graceful path
        System.out.println("PEER STOPPING provider " + port);
        System.out.flush();
        System.exit(0);
    }

    /** {@code GROUP,PORT[,HOST]}: a protocol of its own, with id {@code GROUP}. */
    private static ProtocolConfig endpointProtocol(String spec) {
        String[] parts = spec.split(",", -1);
        if (parts.length < 2 || parts.length > 3 || parts[0].isEmpty()) {
            throw new IllegalArgumentException("--endpoint must look like GROUP,PORT[,HOST], got '" + spec + "'");
        }
        ProtocolConfig protocol = new ProtocolConfig("dubbo", Integer.parseInt(parts[1].trim()));
        protocol.setId(parts[0]);
        if (parts.length == 3) {
            protocol.setHost(parts[2]);
        }
        return protocol;
    }

    /** The service in group {@code protocol.getId()}, exported on that protocol alone. */
    private static ServiceConfig<GreetingService> endpointService(ProtocolConfig protocol,
                                                                  GreetingService implementation) {
        ServiceConfig<GreetingService> service = new ServiceConfig<GreetingService>();
        service.setId("greeting-endpoint-" + protocol.getId());
        service.setInterface(GreetingService.class);
        service.setRef(implementation);
        service.setGroup(protocol.getId());
        service.setProtocol(protocol);
        return service;
    }

    /** {@code Outer: message <- Cause: message <- ...} on one line. */
    private static String chain(Throwable e) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (text.length() > 0) {
                text.append(" <- ");
            }
            text.append(t.getClass().getName()).append(": ").append(String.valueOf(t.getMessage())
                    .replace('\r', ' ').replace('\n', ' '));
        }
        return text.toString();
    }

    /** {@code prefer-serialization} only exists from Dubbo 3 on; asking a 2.7 provider for it is a usage error. */
    private static void setPreferSerialization(ProtocolConfig protocol, String value) throws Exception {
        Method setter;
        try {
            setter = ProtocolConfig.class.getMethod("setPreferSerialization", String.class);
        } catch (NoSuchMethodException e) {
            throw new IllegalArgumentException("--prefer-serialization " + value
                    + " is not supported by this Apache Dubbo version", e);
        }
        setter.invoke(protocol, value);
    }

    private static void waitForEndOfInput(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // input is only a keep-alive signal from the launcher; its content does not matter
        }
    }
}

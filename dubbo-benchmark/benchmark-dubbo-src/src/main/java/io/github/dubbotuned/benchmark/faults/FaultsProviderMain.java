package io.github.dubbotuned.benchmark.faults;

import io.github.dubbotuned.benchmark.api.FaultProbeService;
import io.github.dubbotuned.benchmark.api.FaultProbeServiceImpl;
import io.github.dubbotuned.benchmark.harness.Args;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;

/**
 * A provider of the faults experiment, written with the plain Apache Dubbo API and the defaults a user gets: exports
 * {@link FaultProbeService} on the dubbo protocol at {@code --host}:{@code --port}, registers it in the ZooKeeper
 * registry {@code --registry} (default register mode, so interface and application level), prints {@value #READY}
 * and serves until its standard input ends, then exits normally (the shutdown hook unregisters it).
 *
 * <pre>
 * --name p1 --host H --port N --registry zookeeper://... [--heartbeat-ms N]
 * </pre>
 */
public final class FaultsProviderMain {

    public static final String READY = "FAULTS READY provider";

    private FaultsProviderMain() {
    }

    public static void main(String[] args) throws IOException {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("name", "host", "port", "registry",
                "heartbeat-ms")));
        String name = options.require("name");
        ApplicationConfig application = new ApplicationConfig("faults-provider");
        application.setQosEnable(false);
        ProtocolConfig protocol = new ProtocolConfig("dubbo", Integer.parseInt(options.require("port")));
        protocol.setHost(options.require("host"));
        Integer heartbeat = options.integer("heartbeat-ms");
        if (heartbeat != null) {
            protocol.setHeartbeat(heartbeat);
        }
        ServiceConfig<FaultProbeService> service = new ServiceConfig<FaultProbeService>();
        service.setInterface(FaultProbeService.class);
        service.setRef(new FaultProbeServiceImpl(name));
        DubboBootstrap.getInstance()
                .application(application)
                .registry(new RegistryConfig(options.require("registry")))
                .protocol(protocol)
                .service(service)
                .start();
        System.out.println(READY + " " + name);
        System.out.flush();
        byte[] buffer = new byte[256];
        while (System.in.read(buffer) >= 0) {
            // the runner holds our standard input open while we should serve
        }
        System.exit(0);
    }
}

package io.github.dubbotuned.benchmark.soak;

import io.github.dubbotuned.benchmark.api.SlowService;
import io.github.dubbotuned.benchmark.api.SlowServiceImpl;
import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.ProcessFigures;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.HashSet;

/**
 * The provider of the in-flight and soak experiments, written with the plain Apache Dubbo API: exports
 * {@link SlowService} on the dubbo protocol (hessian2), registered in {@code --registry} (none by default), prints
 * {@value #READY} and serves until its standard input ends or it is signalled. Ending is left to Dubbo's own
 * shutdown hook, as for any user's provider: on SIGTERM (or the end of input) it unregisters, finishes the calls in
 * flight and closes.
 *
 * <pre>
 * --port N [--host H] [--registry zookeeper://host:port] [--threads N] [--queues N] [--figures-every-ms MS]
 * </pre>
 */
public final class SoakProviderMain {

    public static final String READY = "BENCH READY provider";

    private SoakProviderMain() {
    }

    public static void main(String[] args) throws IOException {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("port", "host", "registry", "threads",
                "queues", "figures-every-ms")));
        int port = options.integer("port", -1);
        if (port <= 0) {
            throw new IllegalArgumentException("--port is required (a free port; Dubbo's default is a fixed one)");
        }
        ApplicationConfig application = new ApplicationConfig("soak-provider");
        application.setQosEnable(false);

        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost(options.get("host", "127.0.0.1"));
        protocol.setSerialization("hessian2");
        protocol.setThreads(options.integer("threads", 200));
        Integer queues = options.integer("queues");
        if (queues != null) {
            protocol.setQueues(queues);
        }

        ServiceConfig<SlowService> service = new ServiceConfig<SlowService>();
        service.setInterface(SlowService.class);
        service.setRef(new SlowServiceImpl());

        DubboBootstrap.getInstance()
                .application(application)
                .registry(new RegistryConfig(options.get("registry", RegistryConfig.NO_AVAILABLE)))
                .protocol(protocol)
                .service(service)
                .start();

        final int figuresEvery = options.integer("figures-every-ms", 0);
        if (figuresEvery > 0) {
            Thread figures = new Thread(new Runnable() {
                @Override
                public void run() {
                    try {
                        while (true) {
                            Thread.sleep(figuresEvery);
                            System.out.println(ProcessFigures.read().line("provider"));
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }, "provider-figures");
            figures.setDaemon(true);
            figures.start();
        }
        System.out.println(READY + " " + port);
        System.out.flush();
        waitForEndOfInput(System.in);
        System.exit(0);
    }

    private static void waitForEndOfInput(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // the runner holds our standard input open while it needs us
        }
    }
}

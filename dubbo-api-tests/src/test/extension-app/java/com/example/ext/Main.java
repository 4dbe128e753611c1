package com.example.ext;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.Arrays;
import java.util.Collections;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.common.logger.Logger;
import org.apache.dubbo.common.logger.LoggerFactory;
import org.apache.dubbo.common.utils.StringUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;

/**
 * An application written against Apache Dubbo 3.3's API that brings its own extensions, each named where a user
 * names it. Prints one {@code RESULT <extension> PASS|FAIL <detail>} line per extension.
 */
public final class Main {

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    private Main() {
    }

    public static void main(String[] args) throws Exception {
        int port1 = freePort();
        int port2 = freePort();
        ApplicationConfig application = new ApplicationConfig("extension-app");
        RegistryConfig noRegistry = new RegistryConfig(RegistryConfig.NO_AVAILABLE);

        ProtocolConfig pooled = new ProtocolConfig(CommonConstants.DUBBO, port1);
        pooled.setId("pooled");
        pooled.setThreadpool("apppool");
        pooled.setThreads(4);
        pooled.setTransporter("counting");
        // as with Apache Dubbo 3.3, a provider takes the serializations its protocol names
        pooled.setSerialization("appser");
        ProtocolConfig dispatched = new ProtocolConfig(CommonConstants.DUBBO, port2);
        dispatched.setId("dispatched");
        dispatched.setDispatcher("appdispatch");

        ServiceConfig<EchoService> service = new ServiceConfig<>();
        service.setApplication(application);
        service.setRegistry(noRegistry);
        service.setProtocols(Arrays.asList(pooled, dispatched));
        service.setInterface(EchoService.class);
        service.setRef(new EchoServiceImpl());
        service.setListener("auditexport");
        service.export();

        ReferenceConfig<EchoService> first = new ReferenceConfig<>();
        first.setApplication(application);
        first.setInterface(EchoService.class);
        String base = "dubbo://127.0.0.1:" + port1 + "/" + EchoService.class.getName() + "?serialization=appser";
        first.setUrl(base + "&copy=1;" + base + "&copy=2");
        first.setLoadbalance("first");
        first.setCluster("twotries");
        first.setProxy("appproxy");
        first.setFilter("timing");
        first.setListener("auditrefer");
        first.setClient("counting");
        first.setParameters(Collections.singletonMap("tagged", "true"));
        first.setTimeout(10_000);

        ReferenceConfig<EchoService> second = new ReferenceConfig<>();
        second.setApplication(application);
        second.setInterface(EchoService.class);
        second.setUrl("dubbo://127.0.0.1:" + port2 + "/" + EchoService.class.getName());
        second.setTimeout(10_000);

        try {
            String one = first.get().echo("one");
            String two = second.get().echo("two");
            LOG.info("answers: {} and {}", one, two);

            result("threadpool", one.startsWith("app-pool"), one);
            result("dispatcher", two.startsWith("app-dispatch"), two);
            result("clusterfilter", one.contains("|cluster-filter|") && two.contains("|null|"), one + " / " + two);
            result("filter", Counters.get("provider-filter") >= 2 && await(() -> Counters.get("provider-filter-response")) >= 2,
                    Counters.dump());
            result("listenablefilter", Counters.get("listenable-filter-response") >= 1, Counters.dump());
            result("transporter", Counters.get("transporter-server-received") >= 1
                    && Counters.get("transporter-client-sent") >= 1 && Counters.get("transporter-client-received") >= 1
                    && await(() -> Counters.get("transporter-server-sent")) >= 1, Counters.dump());
            result("serialization", Counters.get("serialization-write") >= 2
                    && Counters.get("serialization-read") >= 2, Counters.dump());
            result("loadbalance", Counters.get("loadbalance") >= 1, Counters.dump());
            result("cluster", Counters.get("cluster-join") >= 1 && Counters.get("cluster-invoke") >= 1, Counters.dump());
            result("protocolwrapper", Counters.get("protocol-wrapper-export") >= 2
                    && Counters.get("protocol-wrapper-refer") >= 3, Counters.dump());
            result("proxyfactory", Counters.get("proxy") >= 1, Counters.dump());
            result("exporterlistener", Counters.get("exporter-listener") >= 2, Counters.dump());
            result("invokerlistener", Counters.get("invoker-listener") >= 2, Counters.dump());
            result("logger", LOG.isInfoEnabled() && "slf4j".equals(LoggerFactory.getCurrentAdapter())
                    && StringUtils.isNotEmpty(CommonConstants.PROVIDER), LoggerFactory.getCurrentAdapter());
        } finally {
            first.destroy();
            second.destroy();
            service.unexport();
        }
        System.out.println("DONE");
        System.exit(0);
    }

    private static void result(String name, boolean passed, String detail) {
        System.out.println("RESULT " + name + " " + (passed ? "PASS" : "FAIL") + " " + detail);
    }

    /** The counter once it is above zero, or zero after ten seconds: some events follow the answer. */
    private static int await(IntSupplier counter) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (counter.getAsInt() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        return counter.getAsInt();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}

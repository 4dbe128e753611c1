package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The RPC stacks the runner compares; each runs from its own class path in its own provider and consumer JVMs. */
enum Implementation {

    OURS("ours", "Dubbo Tuned", "benchmark-ours", Mains.DUBBO_PROVIDER, Mains.DUBBO_CONSUMER),
    APACHE_3_2_15("apache-3.2.15", "Apache Dubbo 3.2.15", "benchmark-apache-3.2.15", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER),
    APACHE_3_3_5("apache-3.3.5", "Apache Dubbo 3.3.5", "benchmark-apache-3.3.5", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER),
    RAW("raw", "raw Netty + hessian2 (ceiling)", "benchmark-rawnetty", Mains.RAW_PROVIDER, Mains.RAW_CONSUMER),
    /**
     * Dubbo Tuned with transport telemetry switched off on both sides: run beside {@link #OURS} to measure what the
     * telemetry costs ({@code --implementations ours,ours-notelemetry}); not part of the default list.
     */
    OURS_NO_TELEMETRY("ours-notelemetry", "Dubbo Tuned, telemetry off", "benchmark-ours", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "-Ddubbo.client.telemetry=false", "-Ddubbo.server.telemetry=false");

    private final String id;
    private final String title;
    private final String module;
    private final String providerMain;
    private final String consumerMain;
    private final List<String> jvmFlags;

    Implementation(String id, String title, String module, String providerMain, String consumerMain,
                   String... jvmFlags) {
        this.id = id;
        this.title = title;
        this.module = module;
        this.providerMain = providerMain;
        this.consumerMain = consumerMain;
        this.jvmFlags = Arrays.asList(jvmFlags);
    }

    /** Flags this variant adds to the provider and consumer JVMs. */
    List<String> jvmFlags() {
        return jvmFlags;
    }

    String id() {
        return id;
    }

    String title() {
        return title;
    }

    /** The Maven module (and distribution directory) holding this implementation's class path. */
    String module() {
        return module;
    }

    String providerMain() {
        return providerMain;
    }

    String consumerMain() {
        return consumerMain;
    }

    boolean isDubbo() {
        return this != RAW;
    }

    static Implementation byId(String id) {
        for (Implementation implementation : values()) {
            if (implementation.id.equals(id.trim())) {
                return implementation;
            }
        }
        throw new IllegalArgumentException("unknown implementation '" + id + "'; known: " + ids());
    }

    static List<Implementation> parseList(String ids) {
        List<Implementation> list = new ArrayList<Implementation>();
        for (String id : ids.split(",")) {
            if (!id.trim().isEmpty()) {
                list.add(byId(id));
            }
        }
        if (list.isEmpty()) {
            throw new IllegalArgumentException("no implementation named in '" + ids + "'");
        }
        return list;
    }

    static String ids() {
        StringBuilder ids = new StringBuilder();
        for (Implementation implementation : values()) {
            if (implementation == OURS_NO_TELEMETRY) {
                continue;
            }
            ids.append(ids.length() == 0 ? "" : ",").append(implementation.id);
        }
        return ids.toString();
    }

    /** Main classes of the benchmark programs. */
    static final class Mains {
        static final String DUBBO_PROVIDER = "io.github.dubbotuned.benchmark.dubbo.ProviderMain";
        static final String DUBBO_CONSUMER = "io.github.dubbotuned.benchmark.dubbo.ConsumerMain";
        static final String CONGESTION_CLIENT = "io.github.dubbotuned.benchmark.dubbo.CongestionClientMain";
        static final String RAW_PROVIDER = "io.github.dubbotuned.benchmark.rawnetty.RawServerMain";
        static final String RAW_CONSUMER = "io.github.dubbotuned.benchmark.rawnetty.RawConsumerMain";

        private Mains() {
        }
    }
}

package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.List;

/** The RPC stacks the runner compares; each runs from its own class path in its own provider and consumer JVMs. */
enum Implementation {

    OURS("ours", "Dubbo Tuned", "benchmark-ours", Mains.DUBBO_PROVIDER, Mains.DUBBO_CONSUMER, "dubbo"),
    APACHE_3_2_15("apache-3.2.15", "Apache Dubbo 3.2.15", "benchmark-apache-3.2.15", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "dubbo"),
    APACHE_3_3_5("apache-3.3.5", "Apache Dubbo 3.3.5", "benchmark-apache-3.3.5", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "dubbo"),
    APACHE_3_3_6("apache-3.3.6", "Apache Dubbo 3.3.6", "benchmark-apache-3.3.6", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "dubbo"),
    RAW("raw", "raw Netty + hessian2 (ceiling)", "benchmark-rawnetty", Mains.RAW_PROVIDER, Mains.RAW_CONSUMER,
            "raw"),
    /**
     * The raw program with hessian-lite's own serializers ({@code --codec hessian-lite}, the ceiling until it took Dubbo
     * Tuned's hessian2): run beside {@link #RAW} to see what the codec is worth without a framework.
     */
    RAW_HESSIAN_LITE("raw-hessian-lite", "raw Netty + hessian-lite's own code", "benchmark-rawnetty",
            Mains.RAW_PROVIDER, Mains.RAW_CONSUMER, "raw", Mains.HESSIAN_LITE_CODEC, Mains.HESSIAN_LITE_CODEC),
    OURS_TRI_PROTOBUF("ours-tri-protobuf", "Dubbo Tuned tri + protobuf", "benchmark-ours", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "tri", Mains.TRIPLE_PROVIDER, Mains.PROTOBUF_MESSAGES),
    OURS_TRI_WRAPPED("ours-tri-wrapped", "Dubbo Tuned tri, wrapped hessian2", "benchmark-ours", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "tri", Mains.TRIPLE_PROVIDER, Mains.POJO_MESSAGES),
    APACHE_3_3_5_TRI_PROTOBUF("apache-3.3.5-tri-protobuf", "Apache Dubbo 3.3.5 tri + protobuf",
            "benchmark-apache-3.3.5", Mains.DUBBO_PROVIDER, Mains.DUBBO_CONSUMER, "tri", Mains.TRIPLE_PROVIDER,
            Mains.PROTOBUF_MESSAGES),
    APACHE_3_3_5_TRI_WRAPPED("apache-3.3.5-tri-wrapped", "Apache Dubbo 3.3.5 tri, wrapped hessian2",
            "benchmark-apache-3.3.5", Mains.DUBBO_PROVIDER, Mains.DUBBO_CONSUMER, "tri", Mains.TRIPLE_PROVIDER,
            Mains.POJO_MESSAGES),
    GRPC_JAVA("grpc-java", "grpc-java 1.85 (protobuf)", "benchmark-grpc", Mains.GRPC_PROVIDER, Mains.GRPC_CONSUMER,
            "grpc"),
    /**
     * Dubbo Tuned with transport telemetry switched off on both sides: run beside {@link #OURS} to measure what the
     * telemetry costs ({@code --implementations ours,ours-notelemetry}).
     */
    OURS_NO_TELEMETRY("ours-notelemetry", "Dubbo Tuned, telemetry off", "benchmark-ours", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "dubbo"),
    /**
     * Dubbo Tuned whose provider runs every request on a virtual thread ({@code threadpool=virtual}); needs the
     * runner (and so its JVMs) on Java 21 or later: {@code --implementations ours,ours-virtual}.
     */
    OURS_VIRTUAL("ours-virtual", "Dubbo Tuned, provider on virtual threads", "benchmark-ours", Mains.DUBBO_PROVIDER,
            Mains.DUBBO_CONSUMER, "dubbo"),
    /**
     * Dubbo Tuned whose consumer handles asynchronous responses on virtual threads ({@code threadpool=virtual} on the
     * consumer); Java 21 or later. Synchronous calls never use that executor, so it shows in the in-flight experiment:
     * {@code --in-flight-implementations ours,ours-virtual-consumer}.
     */
    OURS_VIRTUAL_CONSUMER("ours-virtual-consumer", "Dubbo Tuned, consumer on virtual threads", "benchmark-ours",
            Mains.DUBBO_PROVIDER, Mains.DUBBO_CONSUMER, "dubbo");

    /**
     * The implementations of the side-by-side experiment: the dubbo protocol on ours and on each Apache line we
     * compare with (3.2's last, 3.3.5, the newest 3.3.x on Maven Central), and the raw ceiling.
     */
    static final String SIDE_BY_SIDE_IDS = "ours,apache-3.2.15,apache-3.3.5,apache-3.3.6,raw";
    /** The implementations of the triple experiment: ours on dubbo and on tri, Apache 3.3.5 on tri, grpc-java. */
    static final String TRIPLE_IDS = "ours,ours-tri-protobuf,ours-tri-wrapped,apache-3.3.5-tri-protobuf,"
            + "apache-3.3.5-tri-wrapped,grpc-java";

    private final String id;
    private final String title;
    private final String module;
    private final String providerMain;
    private final String consumerMain;
    private final String scheme;
    private final List<String> providerArguments;
    private final List<String> consumerArguments;

    Implementation(String id, String title, String module, String providerMain, String consumerMain, String scheme) {
        this(id, title, module, providerMain, consumerMain, scheme, new String[0], new String[0]);
    }

    Implementation(String id, String title, String module, String providerMain, String consumerMain, String scheme,
                   String[] providerArguments, String[] consumerArguments) {
        this.id = id;
        this.title = title;
        this.module = module;
        this.providerMain = providerMain;
        this.consumerMain = consumerMain;
        this.scheme = scheme;
        this.providerArguments = java.util.Collections.unmodifiableList(java.util.Arrays.asList(providerArguments));
        this.consumerArguments = java.util.Collections.unmodifiableList(java.util.Arrays.asList(consumerArguments));
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

    /** The URL scheme its consumer is given: {@code dubbo}, {@code tri}, {@code raw} or {@code grpc}. */
    String scheme() {
        return scheme;
    }

    /** Extra provider arguments (e.g. {@code --protocol tri}). */
    List<String> providerArguments() {
        return providerArguments;
    }

    /** Flags this variant adds to its provider and consumer JVMs. */
    List<String> jvmFlags() {
        if (this == OURS_NO_TELEMETRY) {
            return java.util.Arrays.asList("-Ddubbo.client.telemetry=false", "-Ddubbo.server.telemetry=false");
        }
        if (this == OURS_VIRTUAL) {
            return java.util.Collections.singletonList("-Ddubbo.protocol.threadpool=virtual");
        }
        if (this == OURS_VIRTUAL_CONSUMER) {
            return java.util.Collections.singletonList("-Ddubbo.consumer.threadpool=virtual");
        }
        return java.util.Collections.<String>emptyList();
    }

    /** Extra consumer arguments (e.g. {@code --messages protobuf}). */
    List<String> consumerArguments() {
        return consumerArguments;
    }

    /** Whether both start the same provider program with the same arguments (they differ in their consumers). */
    boolean sameProviderAs(Implementation other) {
        return module.equals(other.module) && providerMain.equals(other.providerMain)
                && providerArguments.equals(other.providerArguments) && jvmFlags().equals(other.jvmFlags());
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
        static final String GRPC_PROVIDER = "io.github.dubbotuned.benchmark.grpc.GrpcServerMain";
        static final String GRPC_CONSUMER = "io.github.dubbotuned.benchmark.grpc.GrpcConsumerMain";
        static final String[] TRIPLE_PROVIDER = {"--protocol", "tri"};
        static final String[] PROTOBUF_MESSAGES = {"--messages", "protobuf"};
        static final String[] HESSIAN_LITE_CODEC = {"--codec", "hessian-lite"};
        static final String[] POJO_MESSAGES = {"--messages", "pojo"};

        private Mains() {
        }
    }
}

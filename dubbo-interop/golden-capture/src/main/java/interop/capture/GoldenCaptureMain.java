package interop.capture;

import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.ConsumerRun;
import interop.support.FreePort;
import interop.support.ProjectRoot;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Regenerates the golden dubbo frames: for each Apache Dubbo version, a real consumer talks to a real provider of the
 * same version through a {@link RecordingRelay}; a {@link RawDubboClient} then provokes error responses, stays
 * connected while the provider is stopped with SIGTERM (readonly event), and exhausts a provider running one worker
 * thread.
 *
 * <pre>
 * GoldenCaptureMain [--out DIR] [--versions 2.7.23,3.2.15,3.3.5]
 * </pre>
 */
public final class GoldenCaptureMain {

    private static final String SERVICE = ApachePeer.SERVICE;
    private static final Duration RESPONSE_WAIT = Duration.ofSeconds(10);

    private GoldenCaptureMain() {
    }

    public static void main(String[] args) throws Exception {
        Path out = ProjectRoot.locate().resolve("dubbo-remoting/src/test/resources/golden");
        List<ApacheDubboVersion> versions = new ArrayList<>(List.of(ApacheDubboVersion.values()));
        for (int i = 0; i < args.length; i += 2) {
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option " + args[i] + " needs a value");
            }
            switch (args[i]) {
                case "--out" -> out = Paths.get(args[i + 1]).toAbsolutePath();
                case "--versions" -> versions = parseVersions(args[i + 1]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; known: --out DIR, --versions LIST");
            }
        }
        GoldenWriter writer = new GoldenWriter(out);
        for (ApacheDubboVersion version : versions) {
            System.out.println("capturing " + version);
            FrameLog log = new FrameLog();
            FrameLabeler labeler = new FrameLabeler();
            captureConversation(version, log, labeler);
            captureThreadPoolExhaustion(version, log, labeler);
            if (!log.strays().isEmpty()) {
                throw new IllegalStateException(version + ": bytes outside frames: " + log.strays());
            }
            writer.write(version.version(), labeler.label(log.frames()));
            System.out.println("  " + log.frames().size() + " frames");
        }
        writer.writeIndex();
        System.out.println("golden frames written to " + out);
    }

    /** A consumer's calls and heartbeats, error responses to crafted requests, then the shutdown event. */
    private static void captureConversation(ApacheDubboVersion version, FrameLog log, FrameLabeler labeler)
            throws Exception {
        int port = FreePort.find();
        try (ApachePeer provider = ApachePeer.startProvider(version, port);
             RecordingRelay relay = new RecordingRelay(port, log)) {
            relay.labelNextConnections("consumer");
            ConsumerRun run = ApachePeer.runConsumer(version, ApachePeer.serviceUrl(relay.port()), "capture",
                    Duration.ofSeconds(90), "--heartbeat", "1000", "--linger", "3000");
            if (!run.allPassed()) {
                throw new IllegalStateException("capture consumer failed:\n" + run.describe());
            }
            if (!log.await(frame -> frame.isRequest() && frame.isEvent() && frame.isTwoWay(), Duration.ZERO)) {
                throw new IllegalStateException(version + " consumer sent no heartbeat while idle");
            }

            relay.labelNextConnections("raw");
            try (RawDubboClient raw = new RawDubboClient(relay.port())) {
                exchange(raw, labeler, 1001, "unknown-service", RawDubboClient.requestBody("interop.api.NoSuchService",
                        "0.0.0", "sayHello", "Ljava/lang/String;", new Object[]{"nobody"},
                        RawDubboClient.attachments("interop.api.NoSuchService", "0.0.0", null)));
                exchange(raw, labeler, 1002, "wrong-group", RawDubboClient.requestBody(SERVICE, "0.0.0", "sayHello",
                        "Ljava/lang/String;", new Object[]{"nobody"},
                        RawDubboClient.attachments(SERVICE, "0.0.0", "no-such-group")));
                exchange(raw, labeler, 1003, "wrong-version", RawDubboClient.requestBody(SERVICE, "9.9.9", "sayHello",
                        "Ljava/lang/String;", new Object[]{"nobody"},
                        RawDubboClient.attachments(SERVICE, "9.9.9", null)));
                // SIGTERM, as an operator stops a provider: Dubbo's shutdown hook runs the graceful path
                provider.terminate(Duration.ofSeconds(15));
                if (!raw.awaitClose(Duration.ofSeconds(15))) {
                    throw new IllegalStateException(version + " provider kept the connection after stopping");
                }
            }
            if (!log.await(frame -> frame.isRequest() && frame.isEvent() && !frame.isTwoWay(), Duration.ZERO)) {
                throw new IllegalStateException(version + " provider sent no readonly event when stopping; frames: "
                        + log.frames().stream().map(f -> f.connection() + "/" + f.direction() + "/0x"
                        + Integer.toHexString(f.flag())).toList());
            }
        }
    }

    /** Three calls at once against a provider with one worker thread: expected 100, 100, then 20. */
    private static void captureThreadPoolExhaustion(ApacheDubboVersion version, FrameLog log, FrameLabeler labeler)
            throws Exception {
        int port = FreePort.find();
        try (ApachePeer provider = ApachePeer.startProvider(version, port, "--threads", "1");
             RecordingRelay relay = new RecordingRelay(port, log)) {
            relay.labelNextConnections("threads1");
            try (RawDubboClient raw = new RawDubboClient(relay.port())) {
                byte[][] frames = new byte[3][];
                for (int i = 0; i < 3; i++) {
                    long id = 2001 + i;
                    labeler.preset("threads1", id, "exhaustion-" + (i + 1));
                    frames[i] = RawDubboClient.frame(id, RawDubboClient.requestBody(SERVICE, "0.0.0", "sleep", "J",
                            new Object[]{500L}, RawDubboClient.attachments(SERVICE, "0.0.0", null)));
                }
                raw.send(frames);
                List<ByteBuffer> responses = raw.readResponses(3, RESPONSE_WAIT);
                if (responses.size() != 3) {
                    throw new IllegalStateException(version + ": " + responses.size() + " of 3 responses arrived");
                }
            }
        }
    }

    private static void exchange(RawDubboClient raw, FrameLabeler labeler, long id, String label, byte[] body)
            throws IOException {
        labeler.preset("raw", id, label);
        raw.send(RawDubboClient.frame(id, body));
        if (raw.readResponses(1, RESPONSE_WAIT).isEmpty()) {
            throw new IllegalStateException("no response to the " + label + " request");
        }
    }

    private static List<ApacheDubboVersion> parseVersions(String list) {
        List<ApacheDubboVersion> versions = new ArrayList<>();
        for (String name : list.split(",")) {
            ApacheDubboVersion match = null;
            for (ApacheDubboVersion version : ApacheDubboVersion.values()) {
                if (version.version().equals(name.trim())) {
                    match = version;
                }
            }
            if (match == null) {
                throw new IllegalArgumentException("unknown Apache Dubbo version '" + name + "'");
            }
            versions.add(match);
        }
        return versions;
    }
}

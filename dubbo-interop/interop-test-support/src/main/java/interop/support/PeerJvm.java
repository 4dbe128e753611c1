package interop.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;

/** Builds the command line of a child JVM running an Apache Dubbo peer program. */
final class PeerJvm {

    /** System property naming the {@code java} executable for peers; defaults to the running JDK's. */
    static final String JAVA_PROPERTY = "interop.java";
    /** System property with extra JVM flags for every peer, separated by spaces (e.g. a debug log level). */
    static final String EXTRA_FLAGS_PROPERTY = "interop.peer.jvm.flags";
    /** System property naming the directory for peer logs; defaults to {@code target/interop-logs}. */
    static final String LOGS_PROPERTY = "interop.logs.dir";

    private PeerJvm() {
    }

    static List<String> command(ApacheDubboVersion version, String mainClass, List<String> programArgs,
                                PeerLaunch launch) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.addAll(commonFlags());
        command.addAll(launch.jvmFlags());
        command.addAll(version.jdkFlags());
        String extra = System.getProperty(EXTRA_FLAGS_PROPERTY, "").trim();
        if (!extra.isEmpty()) {
            command.addAll(List.of(extra.split("\\s+")));
        }
        command.add("-cp");
        command.add(version.peerClasspath());
        command.add(mainClass);
        command.addAll(programArgs);
        return command;
    }

    /**
     * Flags every peer gets: a small heap and quick start-up, UTF-8 output, Dubbo logging through slf4j-simple at
     * WARN, no QoS server and a short graceful-shutdown wait. Nothing about addresses: peers run as users run them
     * unless a {@link PeerLaunch} says otherwise.
     */
    static List<String> commonFlags() {
        return new ArrayList<>(List.of(
                "-Xmx256m",
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto",
                "-Dfile.encoding=UTF-8",
                "-Dsun.stdout.encoding=UTF-8",
                "-Dsun.stderr.encoding=UTF-8",
                "-Ddubbo.application.logger=slf4j",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                "-Dorg.slf4j.simpleLogger.showDateTime=true",
                "-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS",
                "-Ddubbo.application.qos-enable=false",
                "-Ddubbo.application.qos.enable=false",
                "-Ddubbo.service.shutdown.wait=1000"));
    }

    /**
     * Loopback pinning ({@link PeerLaunch#pinnedToLoopback()}). A Dubbo client rewrites a loopback target
     * ({@code 127.x}, {@code localhost}) to "this host's address" before connecting, and Dubbo takes that address
     * from the first usable non-loopback network interface, else from resolving the host name. Ignoring every
     * interface (the property is a list of regular expressions matched against interface names) and resolving the
     * host name to loopback through a private hosts file leaves Dubbo without an external address, so it keeps
     * 127.0.0.1. Both halves are needed: without the first a consumer dials the eth0 address, without the second a
     * host name mapped to that address brings it back. With every interface ignored Apache's NetUtils logs a stack
     * trace per address lookup, hence its logger at ERROR.
     */
    static List<String> loopbackFlags() {
        return List.of(
                "-Ddubbo.network.interface.ignored=.*",
                "-Djdk.net.hosts.file=" + loopbackHostsFile(),
                "-Dorg.slf4j.simpleLogger.log.org.apache.dubbo.common.utils.NetUtils=error");
    }

    static Path logsDirectory() {
        String explicit = System.getProperty(LOGS_PROPERTY);
        Path dir = explicit != null && !explicit.isBlank()
                ? Paths.get(explicit)
                : Paths.get(System.getProperty("user.dir"), "target", "interop-logs");
        try {
            return Files.createDirectories(dir.toAbsolutePath().normalize());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create peer log directory " + dir, e);
        }
    }

    private static String javaExecutable() {
        String explicit = System.getProperty(JAVA_PROPERTY);
        if (explicit != null && !explicit.isBlank()) {
            return explicit;
        }
        return Paths.get(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static synchronized Path loopbackHostsFile() {
        Path file = logsDirectory().resolve("loopback-hosts");
        StringBuilder hosts = new StringBuilder("127.0.0.1 localhost\n");
        String hostName = localHostName();
        if (hostName != null && !hostName.isBlank() && !hostName.equals("localhost")) {
            hosts.append("127.0.0.1 ").append(hostName).append('\n');
        }
        try {
            Files.writeString(file, hosts.toString(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return file;
    }

    /** The machine's host name, even when it does not resolve (the JDK then names it in the exception). */
    private static String localHostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            String message = String.valueOf(e.getMessage());
            int colon = message.indexOf(':');
            return colon > 0 ? message.substring(0, colon).trim() : null;
        }
    }
}

package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JVM flags every provider and consumer gets, whatever the implementation, so that only the code under test
 * differs. The heap settings are those of the classic dubbo-benchmark scripts.
 */
final class JvmFlags {

    /** Packages that hessian-lite (and older Dubbo's bytecode tools) reflect into on JDK 9+. */
    private static final List<String> OPENED_PACKAGES = Arrays.asList("java.lang", "java.lang.reflect", "java.util",
            "java.util.concurrent", "java.math", "java.time", "java.net", "java.text", "java.io");

    private JvmFlags() {
    }

    static List<String> common(String heap, File workDirectory, List<String> extra) throws IOException {
        List<String> flags = new ArrayList<String>(Arrays.asList(
                "-server",
                "-Xms" + heap,
                "-Xmx" + heap,
                "-XX:MaxDirectMemorySize=1g",
                "-XX:+UseG1GC",
                "-Dfile.encoding=UTF-8",
                "-Ddubbo.application.logger=slf4j",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                // with every interface ignored (below) Apache Dubbo logs a stack trace per address lookup
                "-Dorg.slf4j.simpleLogger.log.org.apache.dubbo.common.utils.NetUtils=error",
                "-Ddubbo.application.qos-enable=false",
                "-Ddubbo.application.qos.enable=false",
                // Apache Dubbo rewrites a loopback target to the machine's first external address; keep loopback
                "-Ddubbo.network.interface.ignored=.*",
                "-Djdk.net.hosts.file=" + hostsFile(workDirectory).getAbsolutePath()));
        if (isJava9OrLater()) {
            for (String pkg : OPENED_PACKAGES) {
                flags.add("--add-opens");
                flags.add("java.base/" + pkg + "=ALL-UNNAMED");
            }
        }
        flags.addAll(extra);
        return flags;
    }

    static String javaExecutable() {
        return new File(System.getProperty("java.home"), "bin/java").getAbsolutePath();
    }

    private static boolean isJava9OrLater() {
        return !System.getProperty("java.specification.version", "1.8").startsWith("1.");
    }

    /** Maps this host's name to loopback, so no stack resolves it to an external address. */
    private static File hostsFile(File workDirectory) throws IOException {
        File file = new File(workDirectory, "loopback-hosts");
        StringBuilder hosts = new StringBuilder("127.0.0.1 localhost\n");
        String hostName = hostName();
        if (hostName != null && !hostName.isEmpty() && !"localhost".equals(hostName)) {
            hosts.append("127.0.0.1 ").append(hostName).append('\n');
        }
        workDirectory.mkdirs();
        Files.write(file.toPath(), hosts.toString().getBytes(StandardCharsets.US_ASCII));
        return file;
    }

    private static String hostName() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            String message = String.valueOf(e.getMessage());
            int colon = message.indexOf(':');
            return colon > 0 ? message.substring(0, colon).trim() : null;
        }
    }
}

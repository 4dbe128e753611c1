package io.github.dubbotuned.test;

import java.io.File;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * TCP ports for servers a test starts later, or stops and starts again on the same port.
 *
 * <p>A port taken from {@code bind(0)} lies in the kernel's ephemeral range, where every outgoing connection and every
 * other {@code bind(0)} on the machine draws its port: between the moment a test learns the port and the moment its
 * server binds it (a child JVM starting, a provider restarting), anybody may take it. The ports handed out here lie
 * below that range, so the kernel never gives them to anyone; and each is reserved by a lock file held until this JVM
 * ends, so two test JVMs on the same machine (parallel builds) never pick the same one.
 */
public final class ReservedPorts {

    /** Lowest port handed out: above the well-known and registered services most machines run. */
    private static final int LOWEST = 10_000;
    /** Dubbo's default ports and the range a provider with port -1 scans, and ZooKeeper's: left alone. */
    private static final int[][] AVOIDED = {{20_000, 23_000}, {2181, 2182}};
    private static final File LOCK_DIRECTORY = new File(System.getProperty("java.io.tmpdir"),
            "dubbo-tuned-test-ports");
    /** The locks, held until the JVM ends (a reserved port is never handed out twice). */
    private static final List<FileChannel> HELD = new ArrayList<FileChannel>();

    private ReservedPorts() {
    }

    /** A port free on every local address right now, that nobody else will be given while this JVM runs. */
    public static synchronized int reserve() {
        int[] range = range();
        ThreadLocalRandom random = ThreadLocalRandom.current();
        for (int attempt = 0; attempt < 1000; attempt++) {
            int port = range[0] + random.nextInt(range[1] - range[0]);
            if (avoided(port) || !lock(port)) {
                continue;
            }
            if (canBind(port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free port between " + range[0] + " and " + range[1]
                + " after 1000 attempts");
    }

    /** {@code [first, end)}: from {@link #LOWEST} to the first ephemeral port. */
    static int[] range() {
        int firstEphemeral = 32_768;
        try {
            String text = new String(Files.readAllBytes(new File("/proc/sys/net/ipv4/ip_local_port_range").toPath()),
                    StandardCharsets.US_ASCII).trim();
            firstEphemeral = Integer.parseInt(text.split("\\s+")[0]);
        } catch (IOException | RuntimeException e) {
            // not Linux: 32768 is the usual start elsewhere too (IANA's dynamic range starts even higher)
        }
        int end = Math.max(LOWEST + 1000, Math.min(firstEphemeral, 49_152));
        return new int[] {LOWEST, end};
    }

    private static boolean avoided(int port) {
        for (int[] range : AVOIDED) {
            if (port >= range[0] && port < range[1]) {
                return true;
            }
        }
        return false;
    }

    private static boolean lock(int port) {
        LOCK_DIRECTORY.mkdirs();
        FileChannel channel = null;
        try {
            channel = FileChannel.open(new File(LOCK_DIRECTORY, port + ".lock").toPath(), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                return false;
            }
            HELD.add(channel);
            return true;
        } catch (IOException | OverlappingFileLockException e) {
            if (channel != null) {
                try {
                    channel.close();
                } catch (IOException ignored) {
                    // nothing held
                }
            }
            return false;
        }
    }

    private static boolean canBind(int port) {
        return canBind(new InetSocketAddress(port)) && canBind(new InetSocketAddress(InetAddress.getLoopbackAddress(),
                port));
    }

    private static boolean canBind(InetSocketAddress address) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(true);
            socket.bind(address);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}

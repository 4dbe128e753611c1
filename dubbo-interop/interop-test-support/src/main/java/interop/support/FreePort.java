package interop.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

/** Hands out TCP ports that were free a moment ago on every address of this machine. */
public final class FreePort {

    private FreePort() {
    }

    /**
     * A port the kernel just reported free on the wildcard address, so on loopback and on the machine's external
     * addresses alike, where providers listen (another process may still take it later).
     */
    public static int find() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(false);
            socket.bind(new InetSocketAddress(0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port", e);
        }
    }
}

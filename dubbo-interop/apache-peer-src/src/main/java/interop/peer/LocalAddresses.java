package interop.peer;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.net.UnknownHostException;

/** Whether an {@code ip:port} a provider reports belongs to this machine; consumer and provider share it here. */
final class LocalAddresses {

    private LocalAddresses() {
    }

    static boolean isThisMachine(String ipAndPort) {
        InetAddress address = parse(ipAndPort);
        if (address == null) {
            return false;
        }
        if (address.isLoopbackAddress()) {
            return true;
        }
        try {
            return NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return false;
        }
    }

    static boolean isLoopback(String ipAndPort) {
        InetAddress address = parse(ipAndPort);
        return address != null && address.isLoopbackAddress();
    }

    private static InetAddress parse(String ipAndPort) {
        if (ipAndPort == null) {
            return null;
        }
        int colon = ipAndPort.lastIndexOf(':');
        String ip = colon > 0 ? ipAndPort.substring(0, colon) : ipAndPort;
        if (ip.startsWith("[") && ip.endsWith("]")) {
            ip = ip.substring(1, ip.length() - 1);
        }
        // only IP literals come back from the provider: no name is ever resolved here
        if (!ip.matches("[0-9a-fA-F:.]+")) {
            return null;
        }
        try {
            return InetAddress.getByName(ip);
        } catch (UnknownHostException e) {
            return null;
        }
    }
}

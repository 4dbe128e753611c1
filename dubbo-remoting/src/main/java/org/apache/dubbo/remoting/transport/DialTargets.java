package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * The addresses one provider is dialled at, in order. Every connect (and reconnect) attempt tries them from the
 * first: the first that accepts the connection is used, a later one only when the ones before it failed. A
 * provider given as {@code 127.0.0.1}, for example, is dialled at this machine's address first (where Apache Dubbo
 * consumers dial it) and at {@code 127.0.0.1} second.
 */
public final class DialTargets {

    private final List<InetSocketAddress> addresses;

    private DialTargets(List<InetSocketAddress> addresses) {
        if (addresses.isEmpty()) {
            throw new IllegalArgumentException("At least one address to dial is needed");
        }
        this.addresses = Collections.unmodifiableList(new ArrayList<>(addresses));
    }

    /** The addresses in the order they are dialled. */
    public static DialTargets of(InetSocketAddress... addresses) {
        return new DialTargets(Arrays.asList(addresses));
    }

    /** {@code hosts} in order, all on {@code port}; a host is resolved now, as {@link InetSocketAddress} does. */
    public static DialTargets of(List<String> hosts, int port) {
        List<InetSocketAddress> addresses = new ArrayList<>(hosts.size());
        for (String host : hosts) {
            addresses.add(new InetSocketAddress(host, port));
        }
        return new DialTargets(addresses);
    }

    /** The address dialled first. */
    public InetSocketAddress first() {
        return addresses.get(0);
    }

    public List<InetSocketAddress> all() {
        return addresses;
    }

    public int size() {
        return addresses.size();
    }

    InetSocketAddress get(int index) {
        return addresses.get(index);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof DialTargets && addresses.equals(((DialTargets) o).addresses);
    }

    @Override
    public int hashCode() {
        return addresses.hashCode();
    }

    /** {@code /192.0.2.2:20880} or {@code /192.0.2.2:20880 then /127.0.0.1:20880}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (InetSocketAddress address : addresses) {
            if (text.length() > 0) {
                text.append(" then ");
            }
            text.append(address);
        }
        return text.toString();
    }
}

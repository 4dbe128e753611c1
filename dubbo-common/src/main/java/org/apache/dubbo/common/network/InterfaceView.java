package org.apache.dubbo.common.network;

import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.List;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the choice of this machine's address needs to know about one network interface, read once from the JDK.
 * A value of its own (rather than {@link NetworkInterface}, which cannot be built by hand) so the rules can be
 * tested against any interface layout.
 */
final class InterfaceView {

    private static final Logger log = LoggerFactory.getLogger(InterfaceView.class);

    final String name;
    final String displayName;
    final boolean up;
    final boolean loopback;
    final boolean virtual;
    final boolean pointToPoint;
    final List<InetAddress> addresses;

    InterfaceView(String name, String displayName, boolean up, boolean loopback, boolean virtual,
                  boolean pointToPoint, List<InetAddress> addresses) {
        this.name = name;
        this.displayName = displayName;
        this.up = up;
        this.loopback = loopback;
        this.virtual = virtual;
        this.pointToPoint = pointToPoint;
        this.addresses = Collections.unmodifiableList(new ArrayList<>(addresses));
    }

    /**
     * This machine's interfaces in the order the JDK lists them (the order Apache Dubbo walks them in). An
     * interface whose flags cannot be read is left out; an empty list when the interfaces cannot be listed at all.
     */
    static List<InterfaceView> ofThisMachine() {
        Enumeration<NetworkInterface> all;
        try {
            all = NetworkInterface.getNetworkInterfaces();
        } catch (SocketException e) {
            log.warn("Cannot list the network interfaces of this machine: {}", e.toString());
            return Collections.emptyList();
        }
        if (all == null) {
            return Collections.emptyList();
        }
        List<InterfaceView> views = new ArrayList<>();
        for (NetworkInterface ni : Collections.list(all)) {
            try {
                views.add(new InterfaceView(ni.getName(), ni.getDisplayName(), ni.isUp(), ni.isLoopback(),
                        ni.isVirtual(), ni.isPointToPoint(), Collections.list(ni.getInetAddresses())));
            } catch (SocketException e) {
                log.debug("Skipping network interface {}: {}", ni.getName(), e.toString());
            }
        }
        return views;
    }

    @Override
    public String toString() {
        return name + addresses;
    }
}

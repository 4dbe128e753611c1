package org.apache.dubbo.remoting.transport.telemetry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Every watched IO group of the JVM, its threads and their channels, as read at one moment. */
public final class TransportSnapshot {

    private final List<IoGroupStats> groups;

    TransportSnapshot(List<IoGroupStats> groups) {
        this.groups = Collections.unmodifiableList(groups);
    }

    public List<IoGroupStats> groups() {
        return groups;
    }

    /** Every channel of every group. */
    public List<ChannelStats> channels() {
        List<ChannelStats> all = new ArrayList<>();
        for (IoGroupStats g : groups) {
            for (IoThreadStats t : g.threads()) {
                all.addAll(t.channels());
            }
        }
        return all;
    }

    /** The group of that name, or null. */
    public IoGroupStats group(String name) {
        for (IoGroupStats g : groups) {
            if (g.name().equals(name)) {
                return g;
            }
        }
        return null;
    }
}

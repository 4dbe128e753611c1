package org.apache.dubbo.remoting.transport.telemetry;

import java.util.Collections;
import java.util.List;

/** One group of IO threads (a client group or a server's workers) and the channels on each of its threads. */
public final class IoGroupStats {

    private final String name;
    private final String kind;
    private final String transport;
    private final List<IoThreadStats> threads;

    IoGroupStats(String name, String kind, String transport, List<IoThreadStats> threads) {
        this.name = name;
        this.kind = kind;
        this.transport = transport;
        this.threads = Collections.unmodifiableList(threads);
    }

    /** E.g. {@code DubboClientIO-shared} or {@code DubboServerWorker-20880}. */
    public String name() {
        return name;
    }

    /** {@code client} or {@code server}. */
    public String kind() {
        return kind;
    }

    /** {@code NIO} or {@code EPOLL}. */
    public String transport() {
        return transport;
    }

    public List<IoThreadStats> threads() {
        return threads;
    }

    public int channelCount() {
        int n = 0;
        for (IoThreadStats t : threads) {
            n += t.channelCount();
        }
        return n;
    }
}

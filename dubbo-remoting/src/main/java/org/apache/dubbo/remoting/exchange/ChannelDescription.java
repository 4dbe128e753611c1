package org.apache.dubbo.remoting.exchange;

/**
 * "channel: <channel>" for error messages, rendered only when one is actually written: building the string eagerly
 * for every message showed up in the benchmark's profiles.
 */
final class ChannelDescription {

    private final Object channel;

    ChannelDescription(Object channel) {
        this.channel = channel;
    }

    @Override
    public String toString() {
        return "channel: " + channel;
    }
}

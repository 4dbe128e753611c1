package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;

import java.util.Objects;

/** One subscription: a subscribed URL and the listener told about it. */
final class Subscriber {

    final URL url;
    final NotifyListener listener;

    Subscriber(URL url, NotifyListener listener) {
        this.url = url;
        this.listener = listener;
    }

    @Override
    public boolean equals(Object other) {
        if (!(other instanceof Subscriber)) {
            return false;
        }
        Subscriber that = (Subscriber) other;
        return url.equals(that.url) && listener.equals(that.listener);
    }

    @Override
    public int hashCode() {
        return Objects.hash(url, listener);
    }

    @Override
    public String toString() {
        return url + " -> " + listener;
    }
}

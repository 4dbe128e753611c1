package io.github.dubbotuned.benchmark.scale;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An interface-level registry serving the fleet of {@link ScaleWorld}, through the implementation's public registry
 * extension point. Like ZooKeeper it always notifies the complete provider list of an interface (then
 * {@code empty://} configurators and routers on the first notification), and like a caching registry client it hands
 * the same URL objects again for providers that did not change: a URL is parsed ({@code URL.valueOf}, the
 * implementation's own parser) only when its provider appears or changes. Notifications are synchronous, on the
 * thread that pushes.
 */
final class SyntheticRegistry implements Registry {

    private final URL url;
    private final ScaleWorld world;
    private final ProviderFleet fleet;
    /** Per interface: the subscriptions. */
    private final List<List<Subscription>> subscriptions;
    /** Per interface and slot: the URL last notified, or null. */
    private final URL[][] urls;
    volatile boolean destroyed;

    SyntheticRegistry(URL url, ScaleWorld world) {
        this.url = url;
        this.world = world;
        this.fleet = world.fleet;
        this.subscriptions = new ArrayList<List<Subscription>>(fleet.interfaces());
        for (int i = 0; i < fleet.interfaces(); i++) {
            subscriptions.add(new CopyOnWriteArrayList<Subscription>());
        }
        this.urls = new URL[fleet.interfaces()][];
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        return !destroyed;
    }

    @Override
    public void destroy() {
        destroyed = true;
    }

    /** Consumer registrations are accepted and forgotten. */
    @Override
    public void register(URL url) {
    }

    @Override
    public void unregister(URL url) {
    }

    @Override
    public void subscribe(URL subscribed, NotifyListener listener) {
        int iface = world.interfaceIndex(subscribed.getServiceInterface());
        if (iface < 0) {
            throw new IllegalArgumentException("the synthetic registry has no interface " + subscribed);
        }
        Subscription subscription = new Subscription(subscribed, listener);
        subscriptions.get(iface).add(subscription);
        listener.notify(providers(iface, subscribed));
        listener.notify(Collections.singletonList(empty(subscribed, "configurators")));
        listener.notify(Collections.singletonList(empty(subscribed, "routers")));
    }

    @Override
    public void unsubscribe(URL subscribed, NotifyListener listener) {
        int iface = world.interfaceIndex(subscribed.getServiceInterface());
        if (iface >= 0) {
            for (Subscription subscription : subscriptions.get(iface)) {
                if (subscription.listener == listener && subscription.url.equals(subscribed)) {
                    subscriptions.get(iface).remove(subscription);
                }
            }
        }
    }

    @Override
    public List<URL> lookup(URL subscribed) {
        int iface = world.interfaceIndex(subscribed.getServiceInterface());
        return iface < 0 ? Collections.<URL>emptyList() : providers(iface, subscribed);
    }

    /** Notifies the current providers of {@code iface} to its subscribers; returns how many were notified. */
    int push(int iface) {
        int notified = 0;
        for (Subscription subscription : subscriptions.get(iface)) {
            subscription.listener.notify(providers(iface, subscription.url));
            notified++;
        }
        return notified;
    }

    /** Forgets the parsed URL of a provider that changed, so that the next list parses it again. */
    void changed(int iface, int slot) {
        URL[] known = urls[iface];
        if (known != null) {
            known[slot] = null;
        }
    }

    private synchronized List<URL> providers(int iface, URL subscribed) {
        if (!world.published) {
            return Collections.singletonList(empty(subscribed, "providers"));
        }
        int app = fleet.applicationOf(iface);
        URL[] known = urls[iface];
        if (known == null) {
            known = new URL[fleet.instancesPerApp()];
            urls[iface] = known;
        }
        List<URL> list = new ArrayList<URL>(known.length);
        for (int slot = 0; slot < known.length; slot++) {
            if (!fleet.isLive(app, slot)) {
                known[slot] = null;
                continue;
            }
            URL provider = known[slot];
            if (provider == null) {
                provider = URL.valueOf(fleet.providerUrl(iface, slot));
                known[slot] = provider;
            }
            list.add(provider);
        }
        if (list.isEmpty()) {
            return Collections.singletonList(empty(subscribed, "providers"));
        }
        return list;
    }

    private static URL empty(URL subscribed, String category) {
        return subscribed.setProtocol("empty").addParameter("category", category);
    }

    private static final class Subscription {
        final URL url;
        final NotifyListener listener;

        Subscription(URL url, NotifyListener listener) {
            this.url = url;
            this.listener = listener;
        }
    }
}

package org.apache.dubbo.registry;

import org.apache.dubbo.common.URL;

import java.util.List;

/**
 * What a registry offers: publishing URLs (providers, consumers) and watching the URLs others published.
 *
 * <p>A registered or subscribed URL is remembered until it is unregistered or unsubscribed, so that it survives
 * registry outages: implementations re-publish and re-subscribe after reconnecting.
 */
public interface RegistryService {

    /**
     * Publishes {@code url}: a provider ({@code dubbo://host:port/interface?...}), a consumer
     * ({@code consumer://host/interface?category=consumers&...}) or a governance rule. The URL's {@code category}
     * (default {@code providers}) picks the directory; {@code dynamic=false} makes the entry outlive this process.
     *
     * @throws IllegalArgumentException if {@code url} is null
     * @throws IllegalStateException    if publishing fails and the registry and the URL both have {@code check}
     *                                  true (the default); otherwise the failure is retried in the background
     */
    void register(URL url);

    /**
     * Withdraws a URL published by {@link #register(URL)}; failures are retried in the background.
     *
     * @throws IllegalArgumentException if {@code url} is null
     */
    void unregister(URL url);

    /**
     * Starts watching the URLs matching {@code url} (by interface, {@code group}, {@code version},
     * {@code classifier}, {@code enabled} and the categories listed in {@code category}; {@code *} matches any).
     * The listener is told the current lists before this method returns, when the registry is reachable, and
     * again on every change.
     *
     * @throws IllegalArgumentException if an argument is null
     * @throws IllegalStateException    if the registry cannot be read, no cached list exists and {@code check} is
     *                                  true on both the registry and {@code url}; otherwise the subscription is
     *                                  retried in the background
     */
    void subscribe(URL url, NotifyListener listener);

    /**
     * Stops notifying {@code listener} about {@code url}.
     *
     * @throws IllegalArgumentException if an argument is null
     */
    void unsubscribe(URL url, NotifyListener listener);

    /**
     * The URLs currently matching {@code url}, read once without watching; never contains {@code empty://} markers.
     *
     * @throws IllegalArgumentException if {@code url} is null
     * @throws IllegalStateException    if the registry cannot be read and nothing was notified or cached before
     */
    List<URL> lookup(URL url);
}

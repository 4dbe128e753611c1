package org.apache.dubbo.registry;

import org.apache.dubbo.common.URL;

import java.util.List;

/**
 * Receives the URLs matching a subscription.
 *
 * <p>Every call carries the complete current list of exactly one category ({@code providers},
 * {@code configurators}, {@code routers} or {@code consumers}, read from each URL's {@code category} parameter,
 * {@code providers} when absent); it replaces whatever that category held before. A category with no matching
 * entries is reported as a single {@code empty://} URL whose {@code category} names it, except that a registry with
 * {@code enable-empty-protection=true} reports nothing for an empty {@code providers} category, so the last
 * non-empty list stays in use.
 *
 * <p>Calls for one subscription never overlap. A listener must not block waiting for another thread that is
 * calling the same registry.
 */
public interface NotifyListener {

    void notify(List<URL> urls);
}

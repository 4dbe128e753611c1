package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.support.SubscriptionMatcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.apache.dubbo.registry.support.RegistryKeys.CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.DEFAULT_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.EMPTY_PROTOCOL;
import static org.apache.dubbo.registry.support.RegistryKeys.PID;
import static org.apache.dubbo.registry.support.RegistryKeys.PROVIDERS_CATEGORY;

/**
 * Turns the child names of one category directory into the URLs a subscription is told about (registry spec
 * 4.4 and 4.5).
 */
final class CategoryUrls {

    private static final Logger logger = LoggerFactory.getLogger(CategoryUrls.class);

    static final int MAX_REPORTED = 1024;
    /** The unreadable entries reported so far. */
    private static final java.util.Set<String> REPORTED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private CategoryUrls() {
    }

    /**
     * The matching URLs of {@code children}, each {@link #parse parsed} and filtered with {@link SubscriptionMatcher};
     * for a one-off read (a subscription remembers its children's URLs in {@link ParsedChildren}).
     */
    static List<URL> matching(URL subscribed, String category, List<String> children) {
        List<URL> urls = new ArrayList<>(children.size());
        for (String child : children) {
            URL url = parse(subscribed, category, child);
            if (url != null && SubscriptionMatcher.isMatch(subscribed, url)) {
                urls.add(url);
            }
        }
        return urls;
    }

    /**
     * The URL of one child: decoded and parsed, given the directory's category when it names none, and for providers
     * stripped of {@code pid} (it changes nothing for a consumer); null, after {@link #reportUnreadable reporting
     * it}, when the child cannot be parsed or names no protocol. The {@code timestamp} stays: it is the provider's
     * start time, which load balancers need for warm-up.
     */
    static URL parse(URL subscribed, String category, String child) {
        URL url;
        try {
            url = URL.valueOf(child, true);
        } catch (RuntimeException e) {
            reportUnreadable(subscribed, category, child, e.getMessage());
            return null;
        }
        if (url.getProtocol() == null || url.getProtocol().isEmpty()) {
            // e.g. a node name without "://": there is nothing a consumer could connect to or apply
            reportUnreadable(subscribed, category, child, "it names no protocol");
            return null;
        }
        if (!url.hasParameter(CATEGORY) && !DEFAULT_CATEGORY.equals(category)) {
            url = url.addParameter(CATEGORY, category);
        }
        if (PROVIDERS_CATEGORY.equals(category)) {
            url = url.removeParameter(PID);
        }
        return url;
    }

    /**
     * Logs an unreadable entry once (ZooKeeper sends the whole list again on every change of the service, so the
     * same entry comes back with every notification); at most {@value #MAX_REPORTED} distinct entries are
     * remembered, later ones are logged at debug level.
     */
    private static void reportUnreadable(URL subscribed, String category, String child, String reason) {
        if (REPORTED.size() < MAX_REPORTED && REPORTED.add(child)) {
            logger.warn("Ignoring unreadable {} entry '{}' of {}: {} (reported once; the other entries are used)",
                    category, child, subscribed.getServiceInterface(), reason);
        } else if (logger.isDebugEnabled()) {
            logger.debug("Ignoring unreadable {} entry '{}' of {} again: {}", category, child,
                    subscribed.getServiceInterface(), reason);
        }
    }

    /** Whether {@code child} was reported as unreadable (tests). */
    static boolean wasReported(String child) {
        return REPORTED.contains(child);
    }

    /**
     * What a subscription is notified of for a category whose matching URLs are {@code urls}: these, or when there
     * are none one {@code empty://} marker for the category, except for {@code providers} under empty protection,
     * where nothing is notified.
     */
    static List<URL> notification(URL subscribed, String category, List<URL> urls, boolean emptyProtection) {
        if (!urls.isEmpty()) {
            return urls;
        }
        if (emptyProtection && PROVIDERS_CATEGORY.equals(category)) {
            logger.warn("No provider of {} left; enable-empty-protection keeps the last list in use",
                    subscribed.getServiceKey());
            return Collections.emptyList();
        }
        return Collections.singletonList(emptyMarker(subscribed, category));
    }

    /** {@code empty://{subscriber host}/{path}?{subscription parameters}&category={category}}. */
    static URL emptyMarker(URL subscribed, String category) {
        return subscribed.setProtocol(EMPTY_PROTOCOL).addParameter(CATEGORY, category);
    }
}

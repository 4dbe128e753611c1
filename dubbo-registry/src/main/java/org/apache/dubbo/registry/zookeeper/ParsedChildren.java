package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.support.SubscriptionMatcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;

/**
 * The URLs of one watched category directory, remembered between its notifications. ZooKeeper reports a change of a
 * directory only as "its children changed", so every change re-reads all the names (each a whole provider URL); this
 * decodes and parses only the names it did not see in the previous read, and hands out the very {@link URL} objects
 * of the previous read for the others, which the directory recognises by reference.
 *
 * <p>A name is remembered by its {@link NameDigest} (16 bytes), not kept: per child this holds the digest and a
 * reference to the URL the subscription already holds, about 27 bytes with the table's free slots. Names that were
 * not read again are forgotten. A name that cannot be parsed is not remembered: it is parsed (and, once, reported by
 * {@link CategoryUrls}) again on every read, costing only itself. Names that parse but are not for the subscription
 * (another group or version) are remembered as such.
 *
 * <p>Not thread-safe: one subscription reads its directory under its own lock.
 */
final class ParsedChildren {

    private static final Logger logger = LoggerFactory.getLogger(ParsedChildren.class);

    /** What a name that parses but does not match the subscription is remembered as. */
    private static final Object NOT_MATCHING = new Object();

    private final URL subscribed;
    private final String category;
    private final NameDigest digest = new NameDigest();
    private DigestTable known = new DigestTable(0);
    private long parsed;

    ParsedChildren(URL subscribed, String category) {
        this.subscribed = subscribed;
        this.category = category;
    }

    /**
     * The URLs of {@code children} that {@link CategoryUrls#parse parse} and match the subscription, in the order of
     * {@code children} (duplicates kept, for the directory to collapse). Remembers exactly these children for the
     * next call.
     */
    List<URL> matching(List<String> children) {
        DigestTable next = new DigestTable(children.size());
        List<URL> urls = new ArrayList<>(children.size());
        int parsedNow = 0;
        for (String child : children) {
            digest.of(child);
            long high = digest.high();
            long low = digest.low();
            Object result = known.get(high, low);
            if (result == null) {
                result = next.get(high, low);
            }
            if (result == null) {
                parsedNow++;
                URL url = CategoryUrls.parse(subscribed, category, child);
                if (url == null) {
                    continue;
                }
                result = SubscriptionMatcher.isMatch(subscribed, url) ? url : NOT_MATCHING;
            }
            next.putIfAbsent(high, low, result);
            if (result != NOT_MATCHING) {
                urls.add((URL) result);
            }
        }
        known = next;
        parsed += parsedNow;
        if (logger.isDebugEnabled()) {
            logger.debug("Read {} {} children of {}: {} parsed, {} known, {} notified", children.size(), category,
                    subscribed.getServiceInterface(), parsedNow, children.size() - parsedNow, urls.size());
        }
        return urls;
    }

    /** How many child names were parsed since this was created (the others were known). */
    long parsedCount() {
        return parsed;
    }

    /**
     * Open addressing over parallel arrays, sized once for the names of one read: no entry objects, no boxing; the
     * digest's high half picks the slot (it is uniformly distributed), linear probing from there.
     */
    private static final class DigestTable {

        private final long[] highs;
        private final long[] lows;
        /** A URL, {@link #NOT_MATCHING}, or null for a free slot. */
        private final Object[] values;

        DigestTable(int expected) {
            int capacity = expected + (expected >> 2) + 1; // at most 80 % full
            highs = new long[capacity];
            lows = new long[capacity];
            values = new Object[capacity];
        }

        Object get(long high, long low) {
            int capacity = values.length;
            for (int i = slot(high, capacity); values[i] != null; i = i + 1 == capacity ? 0 : i + 1) {
                if (highs[i] == high && lows[i] == low) {
                    return values[i];
                }
            }
            return null;
        }

        /** Adds the entry unless its digest is there; never called more often than the expected size. */
        void putIfAbsent(long high, long low, Object value) {
            int capacity = values.length;
            int i = slot(high, capacity);
            while (values[i] != null) {
                if (highs[i] == high && lows[i] == low) {
                    return;
                }
                i = i + 1 == capacity ? 0 : i + 1;
            }
            highs[i] = high;
            lows[i] = low;
            values[i] = value;
        }

        /** {@code high}'s top 32 bits scaled to [0, capacity) by a multiplication instead of a division. */
        private static int slot(long high, int capacity) {
            return (int) (((high >>> 32) * capacity) >>> 32);
        }
    }
}

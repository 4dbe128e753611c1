package org.apache.dubbo.registry.integration;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.support.RegistryKeys;

/**
 * One pass over a notified provider list, building the directory's next {@link ProviderTable}: a provider the
 * previous table holds keeps its invoker, a new one gets a placeholder for the directory to fill.
 *
 * <p>The two kinds of list a directory meets take two methods of their own: the first list (or one under changed
 * rules) has nothing to compare with, while a list sent again mostly repeats the previous one. Kept apart, the JIT
 * compiles each with the profile of its own pass: a consumer fed a large fleet first sees thousands of first lists,
 * and code compiled from them alone would be thrown away, then compiled again, during the first change it applies.
 */
final class ProviderListPass<T> {

    /** The previous table, to take invokers from; empty when it must not be (the rules changed). */
    private final ProviderTable<T> previous;
    private final ProviderTable<T> next;
    /** The previous positions whose provider was notified again; null when the previous table is not used. */
    private final BitSet again;
    /** The positions in {@link #next} of the providers without an invoker yet. */
    private int[] unknown = new int[8];
    private int unknowns;

    private ProviderListPass(ProviderTable<T> previous, int listed, boolean reusePrevious) {
        this.previous = reusePrevious ? previous : ProviderTable.<T>empty();
        this.next = new ProviderTable<>(listed);
        this.again = reusePrevious ? new BitSet(previous.size()) : null;
    }

    /**
     * Builds the table of {@code notified} against {@code previous} (whose invokers are reused only when
     * {@code reusePrevious}); null when {@code onlyIfProviders} and the list holds a URL that is not a provider, before
     * anything changed. {@code empty://} entries are skipped, and a provider listed twice is taken once, where it came
     * first.
     */
    static <T> ProviderListPass<T> of(List<URL> notified, ProviderTable<T> previous, boolean reusePrevious,
                                      boolean onlyIfProviders) {
        ProviderListPass<T> pass = new ProviderListPass<>(previous, notified.size(), reusePrevious);
        boolean complete = pass.previous.isEmpty() ? pass.addFirstList(notified, onlyIfProviders)
                : pass.addAgainstPrevious(notified, onlyIfProviders);
        return complete ? pass : null;
    }

    /** The next table; its placeholders (see {@link #unknownPosition}) are null until filled. */
    ProviderTable<T> next() {
        return next;
    }

    /** The previous positions notified again, or null when the previous table was not used. */
    BitSet notifiedAgain() {
        return again;
    }

    int unknownCount() {
        return unknowns;
    }

    /** The table position of the {@code i}-th new provider, in notified order. */
    int unknownPosition(int i) {
        return unknown[i];
    }

    /** Every provider is new. */
    private boolean addFirstList(List<URL> notified, boolean onlyIfProviders) {
        for (URL provider : notified) {
            if (!accept(provider, onlyIfProviders)) {
                return false;
            }
            if (!isEmptyEntry(provider)) {
                addUnknown(provider, provider.hashCode());
            }
        }
        return true;
    }

    /**
     * A registry re-sends its list in the same order, mostly as the same objects: each is looked for at or just after
     * the position after the previous match, without reading the URL; only the others are hashed and looked up.
     */
    private boolean addAgainstPrevious(List<URL> notified, boolean onlyIfProviders) {
        int expected = 0;
        for (URL provider : notified) {
            int hash;
            int at = previous.positionOfSameNear(provider, expected);
            if (at >= 0) {
                hash = previous.providerHashAt(at);
            } else {
                if (!accept(provider, onlyIfProviders)) {
                    return false;
                }
                if (isEmptyEntry(provider)) {
                    continue;
                }
                hash = provider.hashCode();
                at = previous.positionOf(provider, hash);
            }
            if (at < 0) {
                addUnknown(provider, hash);
            } else if (!again.get(at)) {
                expected = at + 1;
                again.set(at);
                // no provider of the previous table equals another, nor a new one: no lookup needed
                next.append(provider, hash, previous.invokerAt(at), previous.mergedHashAt(at));
            }
        }
        return true;
    }

    /** A placeholder for {@code provider}, unless it is already in (listed twice). */
    private void addUnknown(URL provider, int hash) {
        if (next.add(provider, hash, null, 0)) {
            if (unknowns == unknown.length) {
                unknown = Arrays.copyOf(unknown, unknowns * 2);
            }
            unknown[unknowns++] = next.size() - 1;
        }
    }

    private static boolean accept(URL provider, boolean onlyIfProviders) {
        return !onlyIfProviders || isProvider(provider);
    }

    static boolean isProvider(URL url) {
        return RegistryKeys.PROVIDERS_CATEGORY.equals(
                url.getParameter(RegistryKeys.CATEGORY, RegistryKeys.DEFAULT_CATEGORY));
    }

    private static boolean isEmptyEntry(URL provider) {
        return RegistryKeys.EMPTY_PROTOCOL.equals(provider.getProtocol());
    }
}

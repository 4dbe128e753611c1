package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;

import static org.apache.dubbo.registry.support.RegistryKeys.ANY_VALUE;
import static org.apache.dubbo.registry.support.RegistryKeys.CLASSIFIER;
import static org.apache.dubbo.registry.support.RegistryKeys.DEFAULT_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.ENABLED;

/**
 * Decides whether a registered URL belongs to a subscription, with the rules every Dubbo version applies, so that
 * our consumers see exactly the providers a real Dubbo consumer with the same settings would see.
 */
public final class SubscriptionMatcher {

    private SubscriptionMatcher() {
    }

    /**
     * Whether {@code registered} matches {@code subscribed}:
     * <ul>
     * <li>interfaces are equal, or either is {@code *};</li>
     * <li>its category (default {@code providers}) is accepted by the subscription's {@code category} list
     * (default {@code providers}; {@code *} accepts all; {@code -name} entries exclude);</li>
     * <li>it is not {@code enabled=false}, unless the subscription asks {@code enabled=*};</li>
     * <li>the subscription's group is {@code *}, equal to the registered group (both absent counts as equal), or a
     * comma list containing it;</li>
     * <li>the subscription's version is {@code *} or equal (both absent counts as equal);</li>
     * <li>the subscription's {@code classifier} is absent, {@code *} or equal.</li>
     * </ul>
     */
    public static boolean isMatch(URL subscribed, URL registered) {
        String wantedInterface = subscribed.getServiceInterface();
        String offeredInterface = registered.getServiceInterface();
        if (!ANY_VALUE.equals(wantedInterface) && !ANY_VALUE.equals(offeredInterface)
                && !same(wantedInterface, offeredInterface)) {
            return false;
        }
        if (!acceptsCategory(subscribed.getParameter(RegistryKeys.CATEGORY),
                registered.getCategory(DEFAULT_CATEGORY))) {
            return false;
        }
        if (!registered.getParameter(ENABLED, true) && !ANY_VALUE.equals(subscribed.getParameter(ENABLED))) {
            return false;
        }
        String wantedGroup = emptyToNull(subscribed.getGroup());
        String offeredGroup = emptyToNull(registered.getGroup());
        if (!ANY_VALUE.equals(wantedGroup) && !same(wantedGroup, offeredGroup)
                && !listContains(wantedGroup, offeredGroup)) {
            return false;
        }
        String wantedVersion = emptyToNull(subscribed.getVersion());
        if (!ANY_VALUE.equals(wantedVersion) && !same(wantedVersion, emptyToNull(registered.getVersion()))) {
            return false;
        }
        String wantedClassifier = subscribed.getParameter(CLASSIFIER, ANY_VALUE);
        return ANY_VALUE.equals(wantedClassifier)
                || wantedClassifier.equals(registered.getParameter(CLASSIFIER, ANY_VALUE));
    }

    /** Whether a subscription's {@code category} value (may be null) accepts entries of {@code category}. */
    public static boolean acceptsCategory(String subscribedCategories, String category) {
        if (subscribedCategories == null || subscribedCategories.trim().isEmpty()) {
            return DEFAULT_CATEGORY.equals(category);
        }
        boolean excluding = false;
        for (String entry : subscribedCategories.split(",")) {
            String name = entry.trim();
            if (ANY_VALUE.equals(name) || name.equals(category)) {
                return true;
            }
            if (name.startsWith("-")) {
                excluding = true;
                if (name.substring(1).equals(category)) {
                    return false;
                }
            }
        }
        return excluding;
    }

    private static boolean listContains(String list, String value) {
        if (list == null || value == null || list.indexOf(',') < 0) {
            return false;
        }
        for (String entry : list.split(",")) {
            if (entry.trim().equals(value)) {
                return true;
            }
        }
        return false;
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    private static String emptyToNull(String value) {
        return value == null || value.isEmpty() ? null : value;
    }
}

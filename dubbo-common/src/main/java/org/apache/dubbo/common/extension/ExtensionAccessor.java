package org.apache.dubbo.common.extension;

import java.util.Collections;
import java.util.List;
import java.util.Set;

/**
 * Something that hands out extensions: the scope models ({@code FrameworkModel}, {@code ApplicationModel},
 * {@code ModuleModel}) and their {@link ExtensionDirector}s. The defaults here go through
 * {@link #getExtensionLoader(Class)}.
 */
public interface ExtensionAccessor {

    ExtensionDirector getExtensionDirector();

    default <T> ExtensionLoader<T> getExtensionLoader(Class<T> type) {
        return getExtensionDirector().getExtensionLoader(type);
    }

    /** The extension named {@code name}, or {@code null} when there is no loader for {@code type}. */
    default <T> T getExtension(Class<T> type, String name) {
        ExtensionLoader<T> loader = getExtensionLoader(type);
        return loader == null ? null : loader.getExtension(name);
    }

    default <T> T getAdaptiveExtension(Class<T> type) {
        ExtensionLoader<T> loader = getExtensionLoader(type);
        return loader == null ? null : loader.getAdaptiveExtension();
    }

    default <T> T getDefaultExtension(Class<T> type) {
        ExtensionLoader<T> loader = getExtensionLoader(type);
        return loader == null ? null : loader.getDefaultExtension();
    }

    /** Every {@link Activate}-annotated extension of {@code type}, ignoring groups and URL conditions. */
    default <T> List<T> getActivateExtensions(Class<T> type) {
        ExtensionLoader<T> loader = getExtensionLoader(type);
        return loader == null ? Collections.emptyList() : loader.getActivateExtensions();
    }

    /**
     * The first of {@link #getActivateExtensions(Class)}.
     *
     * @throws IllegalStateException if there is none
     */
    default <T> T getFirstActivateExtension(Class<T> type) {
        List<T> extensions = getActivateExtensions(type);
        if (extensions.isEmpty()) {
            throw new IllegalStateException("No activate extension of " + type.getName() + " found");
        }
        return extensions.get(0);
    }

    default Set<String> getSupportedExtensions(Class<?> type) {
        ExtensionLoader<?> loader = getExtensionLoader(type);
        return loader == null ? Collections.emptySet() : loader.getSupportedExtensions();
    }
}

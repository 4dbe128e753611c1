package org.apache.dubbo.common.config.configcenter;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.Configuration;

/**
 * A config center: keys in groups, each holding a text (a properties file, a YAML governance rule, ...), read,
 * written and watched. In ZooKeeper a key is the node {@code /{namespace}/config/{group}/{key}} (namespace and
 * group default to {@code dubbo}), which is where Dubbo Admin and Apache Dubbo write their rules.
 *
 * <p>Obtained from the running application with
 * {@code ApplicationModel.defaultModel().modelEnvironment().getDynamicConfiguration()}, or for any address from
 * the {@link DynamicConfigurationFactory} extension named after its protocol.
 */
public interface DynamicConfiguration extends Configuration, AutoCloseable {

    String DEFAULT_GROUP = "dubbo";

    /** Listens to {@code key} in the {@link #getDefaultGroup() default group}. */
    default void addListener(String key, ConfigurationListener listener) {
        addListener(key, getDefaultGroup(), listener);
    }

    default void removeListener(String key, ConfigurationListener listener) {
        removeListener(key, getDefaultGroup(), listener);
    }

    /**
     * Calls {@code listener} for every later change of {@code key} in {@code group} (not for its current content:
     * read that with {@link #getConfig(String, String)}). Adding the same listener twice has no further effect.
     */
    void addListener(String key, String group, ConfigurationListener listener);

    void removeListener(String key, String group, ConfigurationListener listener);

    /** The content of {@code key} in {@code group}, or null when there is none. */
    default String getConfig(String key, String group) {
        return getConfig(key, group, getDefaultTimeout());
    }

    /** The content and its version stamp; the content is null when there is none. */
    default ConfigItem getConfigItem(String key, String group) {
        return new ConfigItem(getConfig(key, group), null);
    }

    /**
     * @throws IllegalStateException if the config center cannot answer within {@code timeout} ms
     */
    String getConfig(String key, String group, long timeout) throws IllegalStateException;

    /** The content of a properties key, e.g. {@code dubbo.properties}; the same as {@link #getConfig}. */
    default String getProperties(String key, String group) throws IllegalStateException {
        return getProperties(key, group, getDefaultTimeout());
    }

    default String getProperties(String key, String group, long timeout) throws IllegalStateException {
        return getConfig(key, group, timeout);
    }

    /** Writes {@code content} to {@code key} in the default group. */
    default boolean publishConfig(String key, String content) throws UnsupportedOperationException {
        return publishConfig(key, getDefaultGroup(), content);
    }

    /** Writes {@code content} to {@code key} in {@code group}; whether it was written. */
    default boolean publishConfig(String key, String group, String content) throws UnsupportedOperationException {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot publish configuration");
    }

    /**
     * Writes {@code content} only if the key still has the version stamp {@code ticket} of an earlier
     * {@link #getConfigItem} (null ticket: only if the key does not exist); whether it was written.
     */
    default boolean publishConfigCas(String key, String group, String content, Object ticket)
            throws UnsupportedOperationException {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot publish configuration");
    }

    default String getDefaultGroup() {
        return DEFAULT_GROUP;
    }

    /** How long reads wait for the config center, in milliseconds. */
    default long getDefaultTimeout() {
        return -1L;
    }

    @Override
    default void close() throws Exception {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot be closed");
    }

    /** The key of a service's governance rules: {@code interface:version:group}, empty segments kept. */
    static String getRuleKey(URL url) {
        return url.getColonSeparatedKey();
    }

    /** Removes {@code key} from {@code group}; whether it existed and was removed. */
    default boolean removeConfig(String key, String group) {
        throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot remove configuration");
    }

    /** As a {@link Configuration}, a key is read from the default group. */
    @Override
    default Object getInternalProperty(String key) {
        return getConfig(key, getDefaultGroup());
    }
}

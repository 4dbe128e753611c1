package org.apache.dubbo.common.config.configcenter;

import java.util.EventObject;
import java.util.Objects;

/**
 * A change of one key in a config center, as delivered to a {@link ConfigurationListener}: the key, its group, the
 * new content (null when the key was deleted) and the kind of change. The event's source is the key.
 */
public class ConfigChangedEvent extends EventObject {

    private static final long serialVersionUID = 1L;

    private final String key;
    private final String group;
    private final String content;
    private final ConfigChangeType changeType;

    /** A {@link ConfigChangeType#MODIFIED} event. */
    public ConfigChangedEvent(String key, String group, String content) {
        this(key, group, content, ConfigChangeType.MODIFIED);
    }

    public ConfigChangedEvent(String key, String group, String content, ConfigChangeType changeType) {
        super(key == null ? "" : key);
        this.key = key;
        this.group = group;
        this.content = content;
        this.changeType = changeType;
    }

    public String getKey() {
        return key;
    }

    public String getGroup() {
        return group;
    }

    public String getContent() {
        return content;
    }

    public ConfigChangeType getChangeType() {
        return changeType;
    }

    @Override
    public String toString() {
        return "ConfigChangedEvent{key='" + key + "', group='" + group + "', changeType=" + changeType
                + ", content=" + (content == null ? "null" : content.length() + " chars") + "}";
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof ConfigChangedEvent)) {
            return false;
        }
        ConfigChangedEvent that = (ConfigChangedEvent) other;
        return Objects.equals(key, that.key) && Objects.equals(group, that.group)
                && Objects.equals(content, that.content) && changeType == that.changeType;
    }

    @Override
    public int hashCode() {
        return Objects.hash(key, group, content, changeType);
    }
}

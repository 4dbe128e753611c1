package org.apache.dubbo.common.config.configcenter;

/** What happened to a key in a config center. */
public enum ConfigChangeType {
    /** The key did not exist and now has content. */
    ADDED,
    /** The key's content changed. */
    MODIFIED,
    /** The key was removed; the event carries no content. */
    DELETED
}

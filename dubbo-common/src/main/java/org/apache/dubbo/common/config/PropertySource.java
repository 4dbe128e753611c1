package org.apache.dubbo.common.config;

import java.util.List;

/** One source of {@code dubbo.*} properties, such as the system properties or {@code dubbo.properties}. */
interface PropertySource {

    /** The value of {@code key}, or null when absent or blank. */
    String get(String key);

    /** Adds every non-blank property under {@code prefix} (keys starting with {@code prefix + "."}) to {@code out}. */
    void collect(String prefix, List<SubProperty> out);

    /** Whether any non-blank property lies under {@code prefix}. */
    boolean hasPropertiesUnder(String prefix);
}

package org.apache.dubbo.common.constants;

/**
 * Keys read by the built-in filters.
 */
public interface FilterConstants {

    String CACHE_KEY = "cache";
    String VALIDATION_KEY = "validation";
}

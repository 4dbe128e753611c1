package org.apache.dubbo.common.logger;

/**
 * Logging levels, from the most verbose to none.
 */
public enum Level {
    ALL,
    TRACE,
    DEBUG,
    INFO,
    WARN,
    ERROR,
    OFF
}

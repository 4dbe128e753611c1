package org.apache.dubbo.common.logger;

/**
 * A logger that tells {@link LogListener}s about the warnings and errors it writes with an error code.
 */
public interface ListenableLogger extends ErrorTypeAwareLogger {

    void registerListen(LogListener listener);
}

package org.apache.dubbo.common.logger;

/**
 * A {@link Logger} whose warnings and errors carry an error code (see
 * {@link org.apache.dubbo.common.constants.LoggerCodeConstants}), a likely cause and extra information, so that
 * operators can search for the code.
 */
public interface ErrorTypeAwareLogger extends Logger {

    /**
     * @param code                error code such as {@code 0-1}
     * @param cause               what probably went wrong
     * @param extendedInformation anything else that helps, may be empty
     * @param msg                 the message
     */
    void warn(String code, String cause, String extendedInformation, String msg);

    void warn(String code, String cause, String extendedInformation, String msg, Throwable e);

    void error(String code, String cause, String extendedInformation, String msg);

    void error(String code, String cause, String extendedInformation, String msg, Throwable e);
}

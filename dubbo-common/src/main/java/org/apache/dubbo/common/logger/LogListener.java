package org.apache.dubbo.common.logger;

/**
 * Hears about every coded warning or error written by a {@link ListenableLogger} it is registered with.
 */
public interface LogListener {

    /**
     * @param code the error code of the message
     * @param msg  the message as written (with the code and cause appended)
     */
    void onMessage(String code, String msg);
}

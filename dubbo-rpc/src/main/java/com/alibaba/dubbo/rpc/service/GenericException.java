package com.alibaba.dubbo.rpc.service;

/**
 * The class name generic exceptions travel under in every Dubbo version (Dubbo 2.6 heritage). It is the
 * {@link org.apache.dubbo.rpc.service.GenericException} callers catch.
 */
@Deprecated
public class GenericException extends org.apache.dubbo.rpc.service.GenericException {

    private static final long serialVersionUID = -1182299763306599962L;

    public GenericException() {
    }

    public GenericException(String exceptionMessage) {
        super(exceptionMessage);
    }

    public GenericException(String exceptionClass, String exceptionMessage) {
        super(exceptionClass, exceptionMessage);
    }

    public GenericException(Throwable cause) {
        super(cause);
    }

    public GenericException(String message, Throwable cause, String exceptionClass, String exceptionMessage) {
        super(message, cause, exceptionClass, exceptionMessage);
    }
}

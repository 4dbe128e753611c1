package org.apache.dubbo.remoting.codec;

/**
 * The status byte of response frames (wire spec, section 4.5). Some codes never travel: they are produced
 * locally by the consumer (timeouts, a closed channel, an undecodable response).
 */
public final class ResponseStatus {

    public static final byte OK = 20;
    public static final byte SERIALIZATION_ERROR = 25;
    public static final byte CLIENT_TIMEOUT = 30;
    public static final byte SERVER_TIMEOUT = 31;
    public static final byte CHANNEL_INACTIVE = 35;
    public static final byte BAD_REQUEST = 40;
    public static final byte BAD_RESPONSE = 50;
    public static final byte SERVICE_NOT_FOUND = 60;
    public static final byte SERVICE_ERROR = 70;
    public static final byte SERVER_ERROR = 80;
    public static final byte CLIENT_ERROR = 90;
    public static final byte SERVER_THREADPOOL_EXHAUSTED_ERROR = 100;

    private ResponseStatus() {
    }

    public static String name(int status) {
        switch (status) {
            case OK: return "OK";
            case SERIALIZATION_ERROR: return "SERIALIZATION_ERROR";
            case CLIENT_TIMEOUT: return "CLIENT_TIMEOUT";
            case SERVER_TIMEOUT: return "SERVER_TIMEOUT";
            case CHANNEL_INACTIVE: return "CHANNEL_INACTIVE";
            case BAD_REQUEST: return "BAD_REQUEST";
            case BAD_RESPONSE: return "BAD_RESPONSE";
            case SERVICE_NOT_FOUND: return "SERVICE_NOT_FOUND";
            case SERVICE_ERROR: return "SERVICE_ERROR";
            case SERVER_ERROR: return "SERVER_ERROR";
            case CLIENT_ERROR: return "CLIENT_ERROR";
            case SERVER_THREADPOOL_EXHAUSTED_ERROR: return "SERVER_THREADPOOL_EXHAUSTED_ERROR";
            default: return "STATUS_" + status;
        }
    }
}

package interop.api;

/** A consumer-side object the provider calls back over the consumer's connection (a parameter callback). */
public interface CallbackListener {

    /** Returns {@code "ack:" + message} and records it. */
    String changed(String message);
}

package interop.api;

/**
 * A service with parameter callbacks: {@code addListener} argument 1 is configured {@code callback=true},
 * {@code removeListener} argument 1 {@code callback=false}; providers export it with {@code callbacks=3}.
 */
public interface CallbackService {

    /** Registers the listener under {@code key}, calls it once with {@code "registered " + key}; returns its answer. */
    String addListener(String key, CallbackListener listener);

    /** Calls every listener of {@code key} with {@code message}; returns their answers joined with {@code ","}. */
    String fire(String key, String message);

    /** Unregisters the listener; returns {@code "removed " + key + " " + (listeners left)}. */
    String removeListener(String key, CallbackListener listener);
}

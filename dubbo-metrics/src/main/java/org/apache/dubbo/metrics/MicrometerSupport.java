package org.apache.dubbo.metrics;

/** Whether Micrometer (and its Prometheus registry) can be loaded, checked without loading any of their classes. */
public final class MicrometerSupport {

    private MicrometerSupport() {
    }

    public static boolean micrometer() {
        return present("io.micrometer.core.instrument.MeterRegistry");
    }

    public static boolean prometheus() {
        return present("io.micrometer.prometheusmetrics.PrometheusMeterRegistry");
    }

    private static boolean present(String name) {
        try {
            Class.forName(name, false, MicrometerSupport.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}

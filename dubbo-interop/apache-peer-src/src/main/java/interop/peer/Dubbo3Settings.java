package interop.peer;

import org.apache.dubbo.config.ApplicationConfig;

import java.lang.reflect.Method;

/**
 * Settings that only exist from Dubbo 3 on (application-level discovery). The same peer source is compiled against
 * 2.7, which has no such setters: there they are skipped with a {@code PEER WARNING} line, so one command line can be
 * given to every release.
 */
final class Dubbo3Settings {

    /** The global migration property of Dubbo 3 (application.service-discovery.migration). */
    static final String MIGRATION_PROPERTY = "dubbo.application.service-discovery.migration";
    /** The per-reference override of the migration step, read from the consumer URL. */
    static final String MIGRATION_STEP_PARAMETER = "migration.step";

    private Dubbo3Settings() {
    }

    /** Whether this release knows application-level discovery; 2.7 lacks {@code ApplicationConfig#setRegisterMode}. */
    static boolean supported() {
        return registerModeSetter() != null;
    }

    /** {@code interface}, {@code instance} or {@code all}; ignored with a warning on 2.7. */
    static void registerMode(ApplicationConfig application, String mode) throws Exception {
        Method setter = registerModeSetter();
        if (setter == null) {
            warnIgnored("--register-mode " + mode);
            return;
        }
        setter.invoke(application, mode);
    }

    /**
     * Makes {@code step} ({@code FORCE_INTERFACE}, {@code APPLICATION_FIRST}, {@code FORCE_APPLICATION}) the default
     * migration step of this JVM; returns false (after a warning) on 2.7. References still need the
     * {@link #MIGRATION_STEP_PARAMETER} parameter, which wins over a rule-less default.
     */
    static boolean migration(String step) {
        if (!supported()) {
            warnIgnored("--migration " + step);
            return false;
        }
        System.setProperty(MIGRATION_PROPERTY, step);
        return true;
    }

    private static Method registerModeSetter() {
        try {
            return ApplicationConfig.class.getMethod("setRegisterMode", String.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static void warnIgnored(String option) {
        System.out.println("PEER WARNING " + option + " ignored: this Dubbo release has no application-level "
                + "discovery");
        System.out.flush();
    }
}

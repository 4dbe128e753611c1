package interop.peer;

import interop.api.GreetingService;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;

import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Reachability probes: {@code --probe GROUP@dubbo://HOST:PORT} calls the export of group {@code GROUP} over that
 * direct URL, {@code --probe GROUP@registry} finds it through {@code --registry}. Each probe prints
 * {@code PROBE <probe> caller=<address the provider saw> attempts=<n>} and then {@code RESULT probe:<probe> PASS}, or
 * {@code RESULT probe:<probe> FAIL <last error>} when no call succeeded within {@code --probe-timeout} (default
 * 15000 ms). A probe retries while it fails, because a provider found through a registry may show up a moment later.
 */
final class Probes {

    private static final String REGISTRY = "registry";

    private Probes() {
    }

    /** Runs every probe; returns whether all passed. */
    static boolean run(List<String> probes, Options options) {
        boolean allPassed = true;
        for (String probe : probes) {
            String failure = probe(probe, options);
            if (failure == null) {
                System.out.println("RESULT probe:" + probe + " PASS");
            } else {
                allPassed = false;
                System.out.println("RESULT probe:" + probe + " FAIL " + failure.replace('\r', ' ').replace('\n', ' '));
            }
            System.out.flush();
        }
        return allPassed;
    }

    private static String probe(String probe, Options options) {
        int at = probe.indexOf('@');
        if (at <= 0 || at == probe.length() - 1) {
            throw new IllegalArgumentException("--probe must look like GROUP@dubbo://HOST:PORT or GROUP@registry, got '"
                    + probe + "'");
        }
        String group = probe.substring(0, at);
        String target = probe.substring(at + 1);
        GreetingService service;
        try {
            service = reference(group, target, options).get();
        } catch (RuntimeException e) {
            return "reference failed: " + e;
        }
        long timeoutMillis = options.integer("probe-timeout", 15000);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        int attempts = 0;
        String lastError = "no attempt";
        while (true) {
            attempts++;
            try {
                String caller = service.remoteAddress();
                System.out.println("PROBE " + probe + " caller=" + caller + " attempts=" + attempts);
                return null;
            } catch (RuntimeException e) {
                lastError = e.toString();
            }
            if (System.nanoTime() > deadline) {
                return "after " + attempts + " attempts in " + timeoutMillis + " ms: " + lastError;
            }
            try {
                Thread.sleep(200);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "interrupted: " + lastError;
            }
        }
    }

    private static ReferenceConfig<GreetingService> reference(String group, String target, Options options) {
        ReferenceConfig<GreetingService> reference = new ReferenceConfig<GreetingService>();
        reference.setId("probe-" + group + "-" + Integer.toHexString(target.hashCode()));
        reference.setInterface(GreetingService.class);
        reference.setGroup(group);
        reference.setCheck(false);
        reference.setRetries(0);
        reference.setTimeout(options.integer("timeout", 5000));
        if (REGISTRY.equals(target)) {
            String registry = options.get("registry");
            if (registry == null) {
                throw new IllegalArgumentException("--probe " + group + "@registry needs --registry");
            }
            reference.setRegistry(new RegistryConfig(registry));
            String step = options.get("migration");
            if (step != null) {
                reference.setParameters(Collections.singletonMap(Dubbo3Settings.MIGRATION_STEP_PARAMETER, step));
            }
        } else {
            reference.setUrl(target);
        }
        return reference;
    }
}

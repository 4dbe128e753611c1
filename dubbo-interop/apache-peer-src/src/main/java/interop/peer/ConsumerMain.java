package interop.peer;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.MetadataReportConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs named checks against any provider of {@code interop.api.GreetingService} (ours or Apache's) and prints one
 * line per check: {@code RESULT <check> PASS} or {@code RESULT <check> FAIL <reason>}. Exits with 0 only if every
 * check passed.
 *
 * <pre>
 * (--url dubbo://127.0.0.1:N/interop.api.GreetingService | --registry zookeeper://127.0.0.1:N)
 * [--scenario NAME[,NAME...]] [--load MS [--load-threads N]]
 * [--connections N] [--timeout MS] [--heartbeat MS] [--linger MS] [--retries N] [--check true|false]
 * [--app NAME] [--migration FORCE_INTERFACE|APPLICATION_FIRST|FORCE_APPLICATION] [--metadata-report ADDR]
 * [--probe GROUP@dubbo://HOST:PORT | --probe GROUP@registry]... [--probe-timeout MS]
 * </pre>
 * {@code --probe} runs {@link Probes} before any check; with probes alone, neither {@code --url} nor
 * {@code --scenario} is needed.
 * {@code --linger} keeps the connections open (and idle) for that long after the checks, so heartbeats happen (and,
 * with a registry, the consumer stays registered). {@code --load} runs {@link LoadRun} after the checks and reports it
 * as the check {@code load}. {@code --migration} only exists from Dubbo 3 on; 2.7 prints a {@code PEER WARNING} line
 * and ignores it. References default to {@code retries=0} and {@code check=false}.
 */
public final class ConsumerMain {

    private ConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args, new HashSet<String>(Arrays.asList("url", "registry", "scenario",
                "connections", "timeout", "heartbeat", "linger", "retries", "check", "app", "migration", "load",
                "load-threads", "metadata-report", "config-center", "probe", "probe-timeout")));
        Integer loadMillis = options.integer("load");
        String scenario = options.get("scenario");
        List<String> probes = options.all("probe");
        if (scenario == null && loadMillis == null && probes.isEmpty()) {
            throw new IllegalArgumentException("option --scenario, --load or --probe is required");
        }
        Map<String, Check> checks = scenario == null ? new LinkedHashMap<String, Check>() : Scenarios.select(scenario);
        if (loadMillis != null) {
            int threads = options.integer("load-threads", 2);
            checks.put("load", refs -> {
                String failure = new LoadRun(refs.greeting(), loadMillis, threads).run();
                if (failure != null) {
                    throw new CheckFailed(failure);
                }
            });
        }
        ApplicationConfig application = new ApplicationConfig(options.get("app", "interop-consumer"));
        application.setQosEnable(false);
        DubboBootstrap.getInstance().application(application);
        // references name their registry themselves, so Dubbo does not make it the metadata center (where
        // application-level consumers read the interface-to-application mapping): name one explicitly
        String metadataReport = options.get("metadata-report");
        if (metadataReport != null) {
            DubboBootstrap.getInstance().metadataReport(new MetadataReportConfig(metadataReport));
        }
        // governance rules (routers, overrides, migration) are read from a config center; the references name
        // their registry themselves, so it does not become one: name it explicitly, as users do
        String configCenter = options.get("config-center");
        if (configCenter != null) {
            DubboBootstrap.getInstance().configCenter(new ConfigCenterConfig() {{
                setAddress(configCenter);
            }});
        }
        boolean allPassed = Probes.run(probes, options);
        References references = checks.isEmpty() ? null : References.from(options);
        for (Map.Entry<String, Check> entry : checks.entrySet()) {
            long start = System.nanoTime();
            String failure = run(entry.getValue(), references);
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            if (failure == null) {
                System.out.println("RESULT " + entry.getKey() + " PASS");
            } else {
                allPassed = false;
                System.out.println("RESULT " + entry.getKey() + " FAIL " + failure);
            }
            System.out.println("TIME " + entry.getKey() + " " + millis + " ms");
            System.out.flush();
        }
        int linger = options.integer("linger", 0);
        if (linger > 0) {
            Thread.sleep(linger);
        }
        System.exit(allPassed ? 0 : 1);
    }

    private static String run(Check check, References references) {
        try {
            check.run(references);
            return null;
        } catch (CheckFailed e) {
            return oneLine(e.getMessage());
        } catch (Throwable e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            System.err.println(trace);
            return oneLine("unexpected " + e);
        }
    }

    private static String oneLine(String text) {
        return String.valueOf(text).replace('\r', ' ').replace('\n', ' ');
    }
}

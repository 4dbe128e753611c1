package interop.peer;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs named checks against any provider of {@code interop.api.GreetingService} (ours or Apache's) and prints one
 * line per check: {@code RESULT <check> PASS} or {@code RESULT <check> FAIL <reason>}. Exits with 0 only if every
 * check passed.
 *
 * <pre>
 * --url dubbo://127.0.0.1:N/interop.api.GreetingService --scenario NAME[,NAME...]
 * [--connections N] [--timeout MS] [--heartbeat MS] [--linger MS]
 * </pre>
 * {@code --linger} keeps the connections open (and idle) for that long after the checks, so heartbeats happen.
 */
public final class ConsumerMain {

    private ConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Options options = Options.parse(args, new HashSet<String>(Arrays.asList("url", "scenario", "connections",
                "timeout", "heartbeat", "linger")));
        Map<String, Check> checks = Scenarios.select(options.require("scenario"));
        ApplicationConfig application = new ApplicationConfig("interop-consumer");
        application.setQosEnable(false);
        DubboBootstrap.getInstance().application(application);
        References references = new References(options.require("url"), options.integer("timeout", 5000),
                options.integer("connections"), options.integer("heartbeat"));

        boolean allPassed = true;
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

package io.github.dubbotuned.benchmark.dubbo;

import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.UserServiceImpl;
import io.github.dubbotuned.benchmark.api.Users;
import io.github.dubbotuned.benchmark.harness.Args;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

/**
 * The per-call path's cost in one JVM: a provider of {@link UserService} on a free port and a consumer of it (the
 * side-by-side experiment's settings: hessian2, no filters, no retries), called by {@code --threads} threads. Prints,
 * per round, the bytes every thread of the JVM allocated per call (exact, from the JVM's per-thread allocation
 * counters, so the figure does not depend on the machine's load) and the process CPU time per call (which does).
 * Both sides in one process count once each, like the runner's provider + consumer CPU per call.
 *
 * <pre>
 * java -cp "$(cat dubbo-benchmark/benchmark-ours/target/benchmark-classpath.txt)" \
 *     io.github.dubbotuned.benchmark.dubbo.AllocationPerCallMain --method existUser
 * </pre>
 * Options: {@code --method existUser|getUser|listUser --threads 16 --warmup-calls 150000 --calls 200000 --rounds 3}.
 */
public final class AllocationPerCallMain {

    private AllocationPerCallMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("method", "threads", "warmup-calls",
                "calls", "rounds")));
        String method = options.get("method", "existUser");
        if (!Arrays.asList("existUser", "getUser", "listUser").contains(method)) {
            throw new IllegalArgumentException("--method must be existUser, getUser or listUser, got '" + method + "'");
        }
        int threads = options.integer("threads", 16);
        ApplicationConfig application = new ApplicationConfig("allocation-per-call");
        application.setQosEnable(false);
        ProtocolConfig protocol = new ProtocolConfig("dubbo", -1);
        protocol.setHost("127.0.0.1");
        protocol.setSerialization("hessian2");
        ServiceConfig<UserService> service = new ServiceConfig<UserService>();
        service.setInterface(UserService.class);
        service.setRef(new UserServiceImpl());
        service.setFilter("-default");
        DubboBootstrap.getInstance().application(application)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).protocol(protocol).service(service).start();
        ReferenceConfig<UserService> reference = new ReferenceConfig<UserService>();
        reference.setInterface(UserService.class);
        reference.setUrl("dubbo://127.0.0.1:" + service.getExportedUrls().get(0).getPort() + "/"
                + UserService.class.getName());
        reference.setCheck(false);
        reference.setRetries(0);
        reference.setFilter("-default");
        reference.setTimeout(30_000);
        UserService users = reference.get();
        String[] emails = new String[1024];
        for (int i = 0; i < emails.length; i++) {
            emails[i] = Users.email(i);
        }
        run(users, method, emails, threads, options.integer("warmup-calls", 150_000), null);
        int rounds = options.integer("rounds", 3);
        for (int round = 1; round <= rounds; round++) {
            run(users, method, emails, threads, options.integer("calls", 200_000), "round " + round);
        }
        System.exit(0);
    }

    private static void run(UserService users, String method, String[] emails, int threads, int calls, String label)
            throws InterruptedException {
        int perThread = calls / threads;
        CountDownLatch start = new CountDownLatch(1);
        CountDownLatch done = new CountDownLatch(threads);
        CountDownLatch end = new CountDownLatch(1);
        for (int t = 0; t < threads; t++) {
            // the callers exist before the first snapshot and live past the second: every thread is counted
            Thread caller = new Thread(() -> {
                try {
                    start.await();
                    for (int i = 0; i < perThread; i++) {
                        call(users, method, emails, i);
                    }
                    done.countDown();
                    end.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "caller-" + t);
            caller.start();
        }
        Map<Long, Long> before = allocatedByThread();
        long cpuBefore = processCpuNanos();
        start.countDown();
        done.await();
        long cpuAfter = processCpuNanos();
        Map<Long, Long> after = allocatedByThread();
        end.countDown();
        long total = 0;
        for (Map.Entry<Long, Long> e : after.entrySet()) {
            Long b = before.get(e.getKey());
            total += e.getValue() - (b == null ? 0 : b);
        }
        long made = (long) perThread * threads;
        if (label != null) {
            System.out.printf("%s %s: %d bytes allocated per call (all threads), process CPU %.1f us per call%n",
                    method, label, total / made, (cpuAfter - cpuBefore) / 1000.0 / made);
        }
    }

    private static void call(UserService users, String method, String[] emails, int i) {
        if ("listUser".equals(method)) {
            users.listUser(i & 7);
        } else if ("getUser".equals(method)) {
            users.getUser(i);
        } else {
            users.existUser(emails[i & 1023]);
        }
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    private static Map<Long, Long> allocatedByThread() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long[] ids = threads.getAllThreadIds();
        long[] bytes = threads.getThreadAllocatedBytes(ids);
        Map<Long, Long> byThread = new HashMap<Long, Long>();
        for (int i = 0; i < ids.length; i++) {
            if (bytes[i] >= 0) {
                byThread.put(ids[i], bytes[i]);
            }
        }
        return byThread;
    }
}

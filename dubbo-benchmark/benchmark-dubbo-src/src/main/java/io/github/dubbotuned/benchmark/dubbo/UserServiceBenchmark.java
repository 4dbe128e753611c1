package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.api.Page;
import io.github.dubbotuned.benchmark.api.User;
import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.Users;
import io.github.dubbotuned.benchmark.harness.CallLatency;
import io.github.dubbotuned.benchmark.harness.MeasurementWindow;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The four UserService calls through a Dubbo reference, each call timed. */
@State(Scope.Benchmark)
public class UserServiceBenchmark {

    private UserService service;

    @Setup(Level.Trial)
    public void connect() {
        service = DubboClient.service(UserService.class);
    }

    @Benchmark
    public boolean existUser(CallLatency latency, MeasurementWindow window) {
        String email = Users.email(latency.next());
        long start = System.nanoTime();
        boolean exists = service.existUser(email);
        latency.record(start);
        return exists;
    }

    @Benchmark
    public boolean createUser(CallLatency latency, MeasurementWindow window) {
        User user = Users.user(latency.next());
        long start = System.nanoTime();
        boolean created = service.createUser(user);
        latency.record(start);
        return created;
    }

    @Benchmark
    public User getUser(CallLatency latency, MeasurementWindow window) {
        long id = latency.next();
        long start = System.nanoTime();
        User user = service.getUser(id);
        latency.record(start);
        return user;
    }

    @Benchmark
    public Page<User> listUser(CallLatency latency, MeasurementWindow window) {
        int pageNo = (int) (latency.next() & 0xFFFF);
        long start = System.nanoTime();
        Page<User> page = service.listUser(pageNo);
        latency.record(start);
        return page;
    }
}

package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.Page;
import io.github.dubbotuned.benchmark.api.User;
import io.github.dubbotuned.benchmark.api.Users;
import io.github.dubbotuned.benchmark.harness.CallLatency;
import io.github.dubbotuned.benchmark.harness.MeasurementWindow;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

import java.io.IOException;

/** The four UserService calls over the raw client: same arguments and timing as the Dubbo benchmark. */
@State(Scope.Benchmark)
public class RawUserServiceBenchmark {

    @Benchmark
    public Boolean existUser(CallLatency latency, MeasurementWindow window) throws IOException {
        String email = Users.email(latency.next());
        long start = System.nanoTime();
        Boolean exists = (Boolean) RawConsumerMain.client().call(UserMethod.existUser, email);
        latency.record(start);
        return exists;
    }

    @Benchmark
    public Boolean createUser(CallLatency latency, MeasurementWindow window) throws IOException {
        User user = Users.user(latency.next());
        long start = System.nanoTime();
        Boolean created = (Boolean) RawConsumerMain.client().call(UserMethod.createUser, user);
        latency.record(start);
        return created;
    }

    @Benchmark
    public User getUser(CallLatency latency, MeasurementWindow window) throws IOException {
        Long id = latency.next();
        long start = System.nanoTime();
        User user = (User) RawConsumerMain.client().call(UserMethod.getUser, id);
        latency.record(start);
        return user;
    }

    @Benchmark
    @SuppressWarnings("unchecked")
    public Page<User> listUser(CallLatency latency, MeasurementWindow window) throws IOException {
        Integer pageNo = (int) (latency.next() & 0xFFFF);
        long start = System.nanoTime();
        Page<User> page = (Page<User>) RawConsumerMain.client().call(UserMethod.listUser, pageNo);
        latency.record(start);
        return page;
    }
}

package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.api.Users;
import io.github.dubbotuned.benchmark.harness.CallLatency;
import io.github.dubbotuned.benchmark.harness.MeasurementWindow;
import io.github.dubbotuned.benchmark.proto.BoolReply;
import io.github.dubbotuned.benchmark.proto.ExistUserRequest;
import io.github.dubbotuned.benchmark.proto.GetUserRequest;
import io.github.dubbotuned.benchmark.proto.ListUserRequest;
import io.github.dubbotuned.benchmark.proto.ProtoUserService;
import io.github.dubbotuned.benchmark.proto.ProtoUsers;
import io.github.dubbotuned.benchmark.proto.User;
import io.github.dubbotuned.benchmark.proto.UserPage;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** The four UserService calls as protobuf messages through a Dubbo reference over triple, each call timed. */
@State(Scope.Benchmark)
public class ProtoUserServiceBenchmark {

    private ProtoUserService service;

    @Setup(Level.Trial)
    public void connect() {
        service = DubboClient.service(ProtoUserService.class);
    }

    @Benchmark
    public BoolReply existUser(CallLatency latency, MeasurementWindow window) {
        ExistUserRequest request = ExistUserRequest.newBuilder().setEmail(Users.email(latency.next())).build();
        long start = System.nanoTime();
        BoolReply exists = service.existUser(request);
        latency.record(start);
        return exists;
    }

    @Benchmark
    public BoolReply createUser(CallLatency latency, MeasurementWindow window) {
        User user = ProtoUsers.user(latency.next());
        long start = System.nanoTime();
        BoolReply created = service.createUser(user);
        latency.record(start);
        return created;
    }

    @Benchmark
    public User getUser(CallLatency latency, MeasurementWindow window) {
        GetUserRequest request = GetUserRequest.newBuilder().setId(latency.next()).build();
        long start = System.nanoTime();
        User user = service.getUser(request);
        latency.record(start);
        return user;
    }

    @Benchmark
    public UserPage listUser(CallLatency latency, MeasurementWindow window) {
        ListUserRequest request = ListUserRequest.newBuilder().setPageNo((int) (latency.next() & 0xFFFF)).build();
        long start = System.nanoTime();
        UserPage page = service.listUser(request);
        latency.record(start);
        return page;
    }
}

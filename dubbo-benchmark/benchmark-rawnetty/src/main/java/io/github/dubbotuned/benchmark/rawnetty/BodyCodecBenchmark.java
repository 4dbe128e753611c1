package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.UserServiceImpl;
import io.github.dubbotuned.benchmark.api.Users;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Which hessian2 writer and reader makes the ceiling: each {@link BodyCodec} doing each of the four steps of one call
 * of each method, with the benchmark's payloads: the consumer writes the request (a new argument each time, as the
 * benchmark's consumer makes them), the provider reads it and writes the response (the service's answer, made once
 * here: building it is the service's work, not the codec's), the consumer reads that. {@code hessian-lite} measures whichever
 * hessian-lite jar is on the class path (3.2.x as built; Apache's 4.x when its jar replaces it: see
 * {@code bin/raw-codec-cpu-time.sh}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 4, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class BodyCodecBenchmark {

    @Param({BodyCodec.TUNED, BodyCodec.HESSIAN_LITE})
    public String codec;

    @Param({"existUser", "createUser", "getUser", "listUser"})
    public String method;

    private BodyCodec bodies;
    private UserMethod call;
    private final UserService service = new UserServiceImpl();
    private final ByteBufAllocator alloc = PooledByteBufAllocator.DEFAULT;
    private ByteBuf request;
    private ByteBuf response;
    private Object value;
    private long n;

    @Setup(Level.Trial)
    public void setUp() throws IOException {
        bodies = BodyCodec.named(codec);
        call = UserMethod.valueOf(method);
        Object argument = argument(42);
        request = alloc.buffer();
        bodies.writeRequest(request, call, argument);
        value = call.invoke(service, argument);
        response = alloc.buffer();
        bodies.writeResponse(response, value);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        request.release();
        response.release();
    }

    @Benchmark
    public Object writeRequest() throws IOException {
        ByteBuf out = alloc.buffer();
        try {
            bodies.writeRequest(out, call, argument(n++));
            return out.writerIndex();
        } finally {
            out.release();
        }
    }

    @Benchmark
    public Object readRequest() throws IOException {
        Object[] argument = new Object[1];
        bodies.readRequest(request.duplicate(), argument);
        return argument[0];
    }

    @Benchmark
    public Object writeResponse() throws IOException {
        ByteBuf out = alloc.buffer();
        try {
            bodies.writeResponse(out, value);
            return out.writerIndex();
        } finally {
            out.release();
        }
    }

    @Benchmark
    public Object readResponse() throws IOException {
        return bodies.readResponse(response.duplicate(), call);
    }

    /** The argument the benchmark's consumer passes for call number {@code i}. */
    private Object argument(long i) {
        switch (call) {
            case existUser:
                return Users.email(i);
            case createUser:
                return Users.user(i);
            case getUser:
                return i;
            default:
                return (int) (i & 0xFFFF);
        }
    }
}

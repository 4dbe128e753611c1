package io.github.dubbotuned.benchmark.codec;

import java.io.IOException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.benchmark.api.CongestionService;
import io.github.dubbotuned.benchmark.api.Page;
import io.github.dubbotuned.benchmark.api.User;
import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.Users;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.PooledByteBufAllocator;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.codec.DubboCodec;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.remoting.codec.ResultBody;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * One call of each {@link UserService} method through the dubbo codec with hessian2, as the benchmark's consumer
 * and provider run it: the consumer encodes the request, the provider decodes it, encodes the response, and the
 * consumer decodes that. Each benchmark method does one side's pair of steps for one method, so the four figures
 * per method split the cost. {@code fastPath} switches the hessian2 fast paths ({@code dubbo.hessian.fastPath}):
 * {@code false} is hessian-lite's own code, {@code true} ours, measured in the same run.
 *
 * <p>The payloads are the benchmark's own ({@link Users}); the attachments those our consumer sends. The
 * {@code congestion} pair is the congestion experiment's call ({@link CongestionService#process}): a 4 KiB ASCII
 * string in, the same twice out.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(2)
public class CodecBenchmark {

    private static final String SERVICE = UserService.class.getName();

    @Param({"false", "true"})
    public boolean fastPath;

    private ByteBufAllocator alloc;
    private Serialization hessian2;
    private long n;

    private byte[] existUserRequest;
    private byte[] createUserRequest;
    private byte[] getUserRequest;
    private byte[] listUserRequest;
    private byte[] existUserResponse;
    private byte[] createUserResponse;
    private byte[] getUserResponse;
    private byte[] listUserResponse;
    private User user;
    private Page<User> page;
    private Method existUser;
    private Method createUser;
    private Method getUser;
    private Method listUser;
    private Method process;
    private String processArgument;
    private String processAnswer;
    private byte[] processRequest;
    private byte[] processResponse;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        // before the first hessian2 use in this JVM (JMH forks one JVM per parameter set)
        System.setProperty("dubbo.hessian.fastPath", String.valueOf(fastPath));
        alloc = PooledByteBufAllocator.DEFAULT;
        hessian2 = Serializations.byName("hessian2");
        existUser = UserService.class.getMethod("existUser", String.class);
        createUser = UserService.class.getMethod("createUser", User.class);
        getUser = UserService.class.getMethod("getUser", long.class);
        listUser = UserService.class.getMethod("listUser", int.class);
        user = Users.user(42);
        page = Users.page(3);
        existUserRequest = bodyOf(encodeRequest(existUser, Users.email(42)));
        createUserRequest = bodyOf(encodeRequest(createUser, user));
        getUserRequest = bodyOf(encodeRequest(getUser, 42L));
        listUserRequest = bodyOf(encodeRequest(listUser, 3));
        existUserResponse = bodyOf(encodeResult(Boolean.TRUE));
        createUserResponse = bodyOf(encodeResult(Boolean.TRUE));
        getUserResponse = bodyOf(encodeResult(user));
        listUserResponse = bodyOf(encodeResult(page));
        process = CongestionService.class.getMethod("process", String.class);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 4096; i++) {
            text.append((char) ('a' + i % 26));
        }
        processArgument = text.toString();
        processAnswer = processArgument + processArgument;
        processRequest = bodyOf(encodeRequest(process, processArgument));
        processResponse = bodyOf(encodeResult(processAnswer));
    }

    // consumer side: encode the request, decode the response

    @Benchmark
    public Object existUserConsumer() throws IOException {
        release(encodeRequest(existUser, Users.email(n++)));
        return decodeResult(existUserResponse, existUser);
    }

    @Benchmark
    public Object createUserConsumer() throws IOException {
        release(encodeRequest(createUser, Users.user(n++)));
        return decodeResult(createUserResponse, createUser);
    }

    @Benchmark
    public Object getUserConsumer() throws IOException {
        release(encodeRequest(getUser, n++));
        return decodeResult(getUserResponse, getUser);
    }

    @Benchmark
    public Object listUserConsumer() throws IOException {
        release(encodeRequest(listUser, (int) (n++ & 0xff)));
        return decodeResult(listUserResponse, listUser);
    }

    @Benchmark
    public Object congestionConsumer() throws IOException {
        release(encodeRequest(process, processArgument));
        return decodeResult(processResponse, process);
    }

    // provider side: decode the request, encode the response

    @Benchmark
    public Object existUserProvider() throws IOException {
        InvocationBody call = decodeInvocation(existUserRequest, existUser);
        release(encodeResult(Boolean.TRUE));
        return call;
    }

    @Benchmark
    public Object createUserProvider() throws IOException {
        InvocationBody call = decodeInvocation(createUserRequest, createUser);
        release(encodeResult(Boolean.TRUE));
        return call;
    }

    @Benchmark
    public Object getUserProvider() throws IOException {
        InvocationBody call = decodeInvocation(getUserRequest, getUser);
        release(encodeResult(Users.user(n++)));
        return call;
    }

    @Benchmark
    public Object listUserProvider() throws IOException {
        InvocationBody call = decodeInvocation(listUserRequest, listUser);
        release(encodeResult(Users.page((int) (n++ & 0xff))));
        return call;
    }

    @Benchmark
    public Object congestionProvider() throws IOException {
        InvocationBody call = decodeInvocation(processRequest, process);
        release(encodeResult(processAnswer));
        return call;
    }

    private ByteBuf encodeRequest(Method method, Object argument) throws IOException {
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", SERVICE);
        attachments.put("interface", SERVICE);
        attachments.put("version", "0.0.0");
        attachments.put("timeout", "3000");
        InvocationBody body = InvocationBody.call(SERVICE, null, method.getName(), method.getParameterTypes(),
                new Object[] {argument}, attachments);
        return DubboCodec.encodeRequest(alloc, n, hessian2, true, body, 0, null);
    }

    private ByteBuf encodeResult(Object value) throws IOException {
        return DubboCodec.encodeResult(alloc, n, hessian2, ResultBody.value(value, new HashMap<>()), true, 0, null);
    }

    private InvocationBody decodeInvocation(byte[] body, Method method) throws IOException {
        InboundFrame frame = new InboundFrame((byte) 0xc2, (byte) 0, n, body);
        return DubboCodec.decodeInvocation(frame, hessian2, (service, version, name, descriptor) ->
                new ResolvedMethod(method.getParameterTypes(), method.getGenericParameterTypes()));
    }

    private ResultBody decodeResult(byte[] body, Method method) throws IOException {
        InboundFrame frame = new InboundFrame((byte) 0x02, (byte) 20, n, body);
        return DubboCodec.decodeResult(frame, hessian2, method.getReturnType(), method.getGenericReturnType());
    }

    private static byte[] bodyOf(ByteBuf frame) {
        try {
            byte[] body = new byte[frame.readableBytes() - 16];
            frame.getBytes(16, body);
            return body;
        } finally {
            frame.release();
        }
    }

    private static void release(ByteBuf frame) {
        frame.release();
    }
}

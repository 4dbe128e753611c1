package org.apache.dubbo.common.serialize.fastjson2;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.serialize.ObjectOutput;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What the JSONB decimal guard ({@link JsonbDecimalGuard}, fuzz finding 11) adds to reading a fastjson2 value:
 * the guard's walk alone against the whole read (guard included) of the same body, a page of 20 orders with
 * strings, longs, decimals and timestamps (about 1.5 KB of JSONB). Lives in the serializer's package to reach
 * the package-private guard.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class JsonbGuardBenchmark {

    private final Fastjson2Serialization fastjson2 = new Fastjson2Serialization();

    private byte[] body;

    private byte[] jsonb;

    @Setup
    public void write() throws IOException {
        OrderPage page = new OrderPage();
        page.orders = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            Order order = new Order();
            order.id = 1_000_000L + i;
            order.customer = "customer-" + i;
            order.amount = new BigDecimal("19.99").multiply(BigDecimal.valueOf(i + 1));
            order.tax = new BigDecimal("0.0825");
            order.created = LocalDateTime.of(2026, 11, 27, 15, i % 60, 0);
            page.orders.add(order);
        }
        page.total = 20;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutput out = fastjson2.serialize(bytes);
        out.writeObject(page);
        out.flushBuffer();
        body = bytes.toByteArray();
        jsonb = java.util.Arrays.copyOfRange(body, 4, body.length);
    }

    @Benchmark
    public byte[] guardOnly() throws IOException {
        JsonbDecimalGuard.check(jsonb, jsonb.length);
        return jsonb;
    }

    @Benchmark
    public Object wholeRead() throws Exception {
        return fastjson2.deserialize(new ByteArrayInputStream(body)).readObject(OrderPage.class);
    }

    public static final class OrderPage implements Serializable {
        private static final long serialVersionUID = 1L;
        public List<Order> orders;
        public int total;
    }

    public static final class Order implements Serializable {
        private static final long serialVersionUID = 1L;
        public long id;
        public String customer;
        public BigDecimal amount;
        public BigDecimal tax;
        public LocalDateTime created;
    }
}

package org.apache.dubbo.rpc.cluster;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The default mock of {@link DemoService} ({@code mock=true}). */
public class DemoServiceMock implements DemoService {

    @Override
    public String sayHello(String name) {
        return "mocked hello " + name;
    }

    @Override
    public CompletableFuture<String> sayHelloAsync(String name) {
        return CompletableFuture.completedFuture("mocked async " + name);
    }

    @Override
    public int count() {
        return -1;
    }

    @Override
    public boolean enabled() {
        throw new IllegalStateException("mock refuses");
    }

    @Override
    public List<Integer> numbers() {
        return Collections.singletonList(7);
    }

    @Override
    public Map<String, Integer> scores() {
        return Collections.emptyMap();
    }

    @Override
    public Person person() {
        return null;
    }

    @Override
    public String pick(String first, String second) {
        return second;
    }
}

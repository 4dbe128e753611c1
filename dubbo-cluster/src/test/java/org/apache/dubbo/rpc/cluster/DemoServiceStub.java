package org.apache.dubbo.rpc.cluster;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/** The default local stub of {@link DemoService} ({@code stub=true}): checks arguments, then calls the remote. */
public class DemoServiceStub implements DemoService {

    private final DemoService remote;

    public DemoServiceStub(DemoService remote) {
        this.remote = remote;
    }

    public DemoService remote() {
        return remote;
    }

    @Override
    public String sayHello(String name) {
        if (name == null || name.isEmpty()) {
            return "stub: no name";
        }
        return "stub(" + remote.sayHello(name) + ")";
    }

    @Override
    public CompletableFuture<String> sayHelloAsync(String name) {
        return remote.sayHelloAsync(name);
    }

    @Override
    public int count() {
        return remote.count();
    }

    @Override
    public boolean enabled() {
        return remote.enabled();
    }

    @Override
    public List<Integer> numbers() {
        return remote.numbers();
    }

    @Override
    public Map<String, Integer> scores() {
        return remote.scores();
    }

    @Override
    public Person person() {
        return remote.person();
    }

    @Override
    public String pick(String first, String second) {
        return remote.pick(first, second);
    }
}

package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code oninvoke}, {@code onreturn} and {@code onthrow} of a reference's methods over a real connection. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EventNotificationEndToEndTest {

    public interface Greeter {
        String greet(String name, int times);

        CompletableFuture<String> greetLater(String name);

        String fail(String why) throws IllegalArgumentException;
    }

    static final class SimpleGreeter implements Greeter {
        @Override
        public String greet(String name, int times) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < times; i++) {
                s.append("hi ").append(name).append(';');
            }
            return s.toString();
        }

        @Override
        public CompletableFuture<String> greetLater(String name) {
            return CompletableFuture.supplyAsync(() -> "later " + name);
        }

        @Override
        public String fail(String why) {
            throw new IllegalArgumentException(why);
        }
    }

    /** Records every event it gets, in the shapes Apache Dubbo calls them with. */
    public static final class Notifier {
        final BlockingQueue<String> events = new LinkedBlockingQueue<>();

        public void beforeGreet(String name, int times) {
            events.add("invoke " + name + " x" + times);
        }

        public void greeted(String result, String name, int times) {
            events.add("return " + result + " for " + name + " x" + times);
        }

        public void greetedLater(String result, Object[] args) {
            events.add("return " + result + " args " + Arrays.toString(args));
        }

        public void failed(IllegalArgumentException e, String why) {
            events.add("throw " + e.getMessage() + " for " + why);
        }

        public void onlyResult(String result) {
            events.add("result " + result);
        }

        String next() throws InterruptedException {
            String event = events.poll(10, TimeUnit.SECONDS);
            if (event == null) {
                throw new AssertionError("no event arrived");
            }
            return event;
        }
    }

    private static DubboBootstrap provider;
    private static int port;
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    @BeforeAll
    static void provide() {
        port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Greeter> service = new ServiceConfig<>();
        service.setInterface(Greeter.class);
        service.setRef(new SimpleGreeter());
        provider = DubboBootstrap.newInstance().application("events-provider").protocol(protocol)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).service(service).start();
    }

    @AfterAll
    static void stopProvider() {
        provider.stop();
    }

    @AfterEach
    void destroy() {
        references.forEach(ReferenceConfig::destroy);
    }

    private Greeter refer(Boolean async, MethodConfig... methods) {
        ReferenceConfig<Greeter> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("events-consumer"));
        reference.setInterface(Greeter.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setAsync(async);
        reference.setRetries(0);
        reference.setMethods(Arrays.asList(methods));
        references.add(reference);
        return reference.get();
    }

    private static MethodConfig method(String name, Notifier notifier, String oninvoke, String onreturn,
                                       String onthrow) {
        MethodConfig method = new MethodConfig();
        method.setName(name);
        if (oninvoke != null) {
            method.setOninvoke(notifier);
            method.setOninvokeMethod(oninvoke);
        }
        if (onreturn != null) {
            method.setOnreturn(notifier);
            method.setOnreturnMethod(onreturn);
        }
        if (onthrow != null) {
            method.setOnthrow(notifier);
            method.setOnthrowMethod(onthrow);
        }
        return method;
    }

    @Test
    void aSynchronousCallFiresInvokeThenReturnWithTheArguments() throws Exception {
        Notifier notifier = new Notifier();
        Greeter greeter = refer(null, method("greet", notifier, "beforeGreet", "greeted", null));
        assertEquals("hi bob;hi bob;", greeter.greet("bob", 2));
        assertEquals("invoke bob x2", notifier.next());
        assertEquals("return hi bob;hi bob; for bob x2", notifier.next());
    }

    @Test
    void aFutureMethodFiresReturnWithTheArgumentArray() throws Exception {
        Notifier notifier = new Notifier();
        Greeter greeter = refer(null, method("greetLater", notifier, null, "greetedLater", null));
        assertEquals("later ann", greeter.greetLater("ann").get(10, TimeUnit.SECONDS));
        assertEquals("return later ann args [ann]", notifier.next());
    }

    @Test
    void anAsyncReferenceFiresReturnWhenTheResultArrives() throws Exception {
        Notifier notifier = new Notifier();
        Greeter greeter = refer(true, method("greet", notifier, null, "onlyResult", null));
        greeter.greet("cy", 1);
        CompletableFuture<String> future = RpcContext.getServiceContext().getCompletableFuture();
        assertEquals("hi cy;", future.get(10, TimeUnit.SECONDS));
        assertEquals("result hi cy;", notifier.next());
    }

    @Test
    void aBusinessExceptionFiresThrowOnce() throws Exception {
        Notifier notifier = new Notifier();
        Greeter greeter = refer(null, method("fail", notifier, null, "onlyResult", "failed"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> greeter.fail("no"));
        assertEquals("no", e.getMessage());
        assertEquals("throw no for no", notifier.next());
        assertTrue(notifier.events.isEmpty(), notifier.events::toString);
    }

    @Test
    void aCallbackMethodThatDoesNotExistFailsAtStartUpNamingIt() {
        Notifier notifier = new Notifier();
        ReferenceConfig<Greeter> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("events-consumer"));
        reference.setInterface(Greeter.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setMethods(Collections.singletonList(method("greet", notifier, null, "noSuchMethod", null)));
        references.add(reference);
        IllegalStateException e = assertThrows(IllegalStateException.class, reference::get);
        assertTrue(e.getMessage().contains("noSuchMethod"), e::getMessage);
    }
}

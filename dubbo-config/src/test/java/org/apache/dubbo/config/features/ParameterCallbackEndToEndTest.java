package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Parameter callbacks between our provider and our consumer over a real connection. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ParameterCallbackEndToEndTest {

    public interface Listener {
        String changed(String message);
    }

    public interface Topics {
        String subscribe(String topic, Listener listener);

        String publish(String topic, String message);

        String unsubscribe(String topic, Listener listener);
    }

    static final class TopicsImpl implements Topics {
        final Map<String, List<Listener>> listeners = new ConcurrentHashMap<>();
        volatile String remote;

        @Override
        public String subscribe(String topic, Listener listener) {
            listeners.computeIfAbsent(topic, t -> new CopyOnWriteArrayList<>()).add(listener);
            return listener.changed("subscribed " + topic);
        }

        @Override
        public String publish(String topic, String message) {
            List<String> answers = new ArrayList<>();
            for (Listener listener : listeners.getOrDefault(topic, Collections.emptyList())) {
                answers.add(listener.changed(message));
            }
            return String.join(",", answers);
        }

        @Override
        public String unsubscribe(String topic, Listener listener) {
            List<Listener> list = listeners.getOrDefault(topic, Collections.emptyList());
            list.remove(listener);
            return "left " + list.size();
        }
    }

    static final class RecordingListener implements Listener {
        final List<String> messages = new CopyOnWriteArrayList<>();
        final String name;
        volatile String callbackFlag;

        RecordingListener(String name) {
            this.name = name;
        }

        @Override
        public String changed(String message) {
            messages.add(message);
            callbackFlag = RpcContext.getServerAttachment().getAttachment("_isCallBackServiceInvoke");
            return name + ":" + message;
        }
    }

    private DubboBootstrap provider;
    private TopicsImpl topics;
    private int port;
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    private static MethodConfig callbackMethod(String name, boolean callback) {
        ArgumentConfig argument = new ArgumentConfig();
        if (callback) {
            argument.setIndex(1);
        } else {
            // chosen by type instead of index, as <dubbo:argument type="..."> does
            argument.setType(Listener.class.getName());
        }
        argument.setCallback(callback);
        MethodConfig method = new MethodConfig();
        method.setName(name);
        method.setArguments(Collections.singletonList(argument));
        return method;
    }

    @BeforeEach
    void provide() {
        port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        topics = new TopicsImpl();
        ServiceConfig<Topics> service = new ServiceConfig<>();
        service.setInterface(Topics.class);
        service.setRef(topics);
        service.setGroup("g1");
        service.setVersion("1.0.0");
        service.setCallbacks(2);
        service.setMethods(Arrays.asList(callbackMethod("subscribe", true), callbackMethod("unsubscribe", false)));
        provider = DubboBootstrap.newInstance().application("callback-provider").protocol(protocol)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).service(service).start();
    }

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        provider.stop();
    }

    private Topics refer(MethodConfig... more) {
        ReferenceConfig<Topics> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("callback-consumer"));
        reference.setInterface(Topics.class);
        reference.setGroup("g1");
        reference.setVersion("1.0.0");
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setRetries(0);
        reference.setTimeout(5000);
        // a direct URL carries none of the provider's settings: the consumer states the same callback settings
        reference.setCallbacks(2);
        List<MethodConfig> methods = new ArrayList<>(Arrays.asList(callbackMethod("subscribe", true),
                callbackMethod("unsubscribe", false)));
        methods.addAll(Arrays.asList(more));
        reference.setMethods(methods);
        references.add(reference);
        return reference.get();
    }

    @Test
    void theProviderCallsTheConsumersListenerBackOverTheConnection() {
        Topics consumer = refer();
        RecordingListener listener = new RecordingListener("l1");
        assertEquals("l1:subscribed news", consumer.subscribe("news", listener));
        assertEquals("l1:hello", consumer.publish("news", "hello"));
        assertEquals(Arrays.asList("subscribed news", "hello"), listener.messages);
        assertEquals("true", listener.callbackFlag);
        // the same listener subscribed again is the same proxy on the provider
        consumer.subscribe("news", listener);
        assertEquals(2, topics.listeners.get("news").size());
        assertTrue(topics.listeners.get("news").get(0) == topics.listeners.get("news").get(1));
    }

    @Test
    void unsubscribingReleasesTheCallbackAndTheLimitApplies() {
        Topics consumer = refer();
        RecordingListener first = new RecordingListener("a");
        RecordingListener second = new RecordingListener("b");
        consumer.subscribe("t", first);
        consumer.subscribe("t", second);
        assertEquals("a:x,b:x", consumer.publish("t", "x"));
        Exception overLimit = assertThrows(Exception.class, () -> consumer.subscribe("t",
                new RecordingListener("c")));
        assertTrue(String.valueOf(overLimit.getMessage()).contains("callback instances"), overLimit::getMessage);
        Listener firstProxy = topics.listeners.get("t").get(0);
        assertEquals("left 1", consumer.unsubscribe("t", first));
        Exception released = assertThrows(Exception.class, () -> firstProxy.changed("late"));
        assertTrue(String.valueOf(released.getMessage()).contains("released"), released::getMessage);
        assertEquals("b:y", consumer.publish("t", "y"));
        assertEquals(Arrays.asList("subscribed t", "x"), first.messages, "a released callback hears nothing more");
    }

    @Test
    void callbackFalseOnAnArgumentThatCannotBeACallbackLeavesItsValueAlone() {
        // what @Argument(index = 0, type = "java.lang.String") gives: its callback attribute defaults to false
        ArgumentConfig plain = new ArgumentConfig();
        plain.setIndex(0);
        plain.setType(String.class.getName());
        plain.setCallback(false);
        MethodConfig publish = new MethodConfig();
        publish.setName("publish");
        publish.setArguments(Collections.singletonList(plain));
        Topics consumer = refer(publish);
        RecordingListener listener = new RecordingListener("p");
        consumer.subscribe("plain", listener);
        assertEquals("p:kept", consumer.publish("plain", "kept"));
    }

    @Test
    void callbacksDieWithTheirConnection() throws Exception {
        Topics consumer = refer();
        RecordingListener listener = new RecordingListener("gone");
        consumer.subscribe("t", listener);
        Listener proxy = topics.listeners.get("t").get(0);
        references.forEach(ReferenceConfig::destroy);
        references.clear();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        Exception failure = null;
        while (failure == null && System.nanoTime() < deadline) {
            try {
                proxy.changed("after close");
                Thread.sleep(20);
            } catch (Exception e) {
                failure = e;
            }
        }
        assertTrue(failure != null, "calling a callback of a closed connection must fail");
        assertEquals(Collections.singletonList("subscribed t"), listener.messages);
    }
}

package org.apache.dubbo.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.api.Greeting;
import org.apache.dubbo.config.api.GreetingImpl;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What is accepted without effect is reported once per application and attribute, by whichever source set it (API,
 * {@code dubbo.*} properties), naming it and what to do; values that ask for nothing are not reported; keys that name
 * no attribute are reported with the closest attribute.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UnsupportedAttributesTest {

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private final List<String> properties = new ArrayList<>();

    @AfterEach
    void stop() {
        bootstraps.forEach(DubboBootstrap::stop);
        properties.forEach(System::clearProperty);
    }

    @Test
    void apiAttributesWithoutEffectAreReportedOncePerApplicationNamingWhatToDo() {
        List<String> warnings = warningsOf(() -> {
            ServiceConfig<Greeting> service = service();
            service.setMethods(java.util.Arrays.asList(deprecatedFlags("sayHello"), deprecatedFlags("whoCalls")));
            start(service);
        });
        assertEquals(1, count(warnings, "stat' = '5'"), "two methods' stat, reported once: " + warnings);
        assertEquals(1, count(warnings, "reliable' = 'true'"), warnings.toString());
        assertTrue(line(warnings, "stat' = '5'").contains("deprecated in Apache Dubbo, no effect; remove it"),
                warnings.toString());
    }

    private static MethodConfig deprecatedFlags(String name) {
        MethodConfig method = new MethodConfig();
        method.setName(name);
        method.setStat(5);
        method.setReliable(true);
        return method;
    }

    @Test
    void harmlessValuesAreNotReported() {
        List<String> warnings = warningsOf(() -> {
            ServiceConfig<Greeting> service = service();
            ApplicationConfig application = new ApplicationConfig("harmless-" + NetUtils.getAvailablePort());
            application.setQosEnable(false);
            application.setQosPort(22222);
            application.setMetadataType("local");
            start(application, service);
        });
        assertEquals(0, count(warnings, "qos"), warnings.toString());
        assertEquals(0, count(warnings, "metadata-type"), warnings.toString());
    }

    @Test
    void propertiesAreReportedLikeAttributesAndUnknownKeysNameTheClosestAttribute() {
        set("dubbo.protocol.io-threads", "4");
        set("dubbo.protocol.keepalive", "true");
        set("dubbo.protocol.telnet", "ls,ps");
        List<String> warnings = warningsOf(() -> start(service()));
        assertEquals(1, count(warnings, "'telnet' = 'ls,ps'"), warnings.toString());
        assertTrue(line(warnings, "dubbo.protocol.io-threads").contains("did you mean iothreads?"), warnings.toString());
        assertTrue(line(warnings, "dubbo.protocol.keepalive").contains("did you mean keep-alive?"),
                warnings.toString());
        assertTrue(line(warnings, "'telnet' = 'ls,ps'").contains("use the QoS port"), warnings.toString());
    }

    @Test
    void nestedSettingsWithoutEffectAreReportedByTheirElement() {
        set("dubbo.protocol.triple.max-body-size", "1024");
        set("dubbo.protocol.triple.max-frame-size", "32768");
        List<String> warnings = warningsOf(() -> start(service()));
        assertEquals(1, count(warnings, "<dubbo:triple>: 'max-body-size' = '1024'"), warnings.toString());
        assertTrue(line(warnings, "'max-body-size'").contains("HTTP/2 only"), warnings.toString());
        assertEquals(0, count(warnings, "'max-frame-size' ="), "an HTTP/2 setting works: " + warnings);
    }

    @Test
    void aMetadataReportOnTheRegistryAddressIsWhatTheRegistryDoes() {
        List<String> warnings = warningsOf(() -> {
            ServiceConfig<Greeting> service = service();
            DubboBootstrap bootstrap = bootstrap(new ApplicationConfig("report-" + NetUtils.getAvailablePort()));
            bootstrap.metadataReport(new MetadataReportConfig("N/A"));
            bootstrap.service(service).start();
        });
        assertEquals(0, count(warnings, "metadata-report"), warnings.toString());
        assertNull(UnsupportedAttributes.unsupportedKey("socket.send.buffer"), "not a method-level 'buffer'");
        assertEquals("stat", UnsupportedAttributes.unsupportedKey("sayHello.stat"));
        assertNull(UnsupportedAttributes.unsupportedKey("sayHello.cache"), "result caching is implemented");
        assertNull(UnsupportedAttributes.unsupportedKey("greet.1.callback"), "callbacks are implemented");
    }

    private ServiceConfig<Greeting> service() {
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new GreetingImpl());
        return service;
    }

    private void start(ServiceConfig<Greeting> service) {
        start(new ApplicationConfig("unsupported-" + NetUtils.getAvailablePort()), service);
    }

    private void start(ApplicationConfig application, ServiceConfig<Greeting> service) {
        bootstrap(application).service(service).start();
    }

    private DubboBootstrap bootstrap(ApplicationConfig application) {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", NetUtils.getAvailablePort());
        protocol.setHost("127.0.0.1");
        DubboBootstrap bootstrap = DubboBootstrap.newInstance().application(application)
                .registry(new RegistryConfig("N/A")).protocol(protocol);
        bootstraps.add(bootstrap);
        return bootstrap;
    }

    private void set(String key, String value) {
        System.setProperty(key, value);
        properties.add(key);
    }

    private static int count(List<String> lines, String text) {
        int count = 0;
        for (String line : lines) {
            if (line.contains(text)) {
                count++;
            }
        }
        return count;
    }

    private static String line(List<String> lines, String text) {
        for (String line : lines) {
            if (line.contains(text)) {
                return line;
            }
        }
        return "";
    }

    /** WARN lines slf4j-simple writes to System.err while {@code action} runs. */
    private static List<String> warningsOf(Runnable action) {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                captured.write(b);
                original.write(b);
            }
        }, true));
        try {
            action.run();
        } finally {
            System.setErr(original);
        }
        List<String> warnings = new ArrayList<>();
        for (String line : new String(captured.toByteArray(), StandardCharsets.UTF_8).split("\n")) {
            if (line.contains(" WARN ")) {
                warnings.add(line);
            }
        }
        return warnings;
    }
}

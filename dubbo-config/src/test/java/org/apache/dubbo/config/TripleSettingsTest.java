package org.apache.dubbo.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.api.Greeting;
import org.apache.dubbo.config.api.GreetingImpl;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.config.nested.TripleConfig;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Apache Dubbo's {@code TripleConfig} ({@code protocol.setTriple}, {@code dubbo.protocol.triple.*}) sets the HTTP/2
 * options of a {@code tri} protocol where its own {@code http2-*} attributes are unset, and the service still answers.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TripleSettingsTest {

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private final List<String> properties = new ArrayList<>();

    @AfterEach
    void stop() {
        bootstraps.forEach(DubboBootstrap::stop);
        properties.forEach(System::clearProperty);
    }

    @Test
    void tripleSettingsBecomeTheHttp2OptionsOfTheProtocolAndCallsWork() {
        TripleConfig triple = new TripleConfig();
        triple.setMaxConcurrentStreams(64);
        triple.setInitialWindowSize(2 * 1024 * 1024);
        triple.setConnectionInitialWindowSize(32 * 1024 * 1024);
        triple.setMaxFrameSize(32768);
        triple.setMaxHeaderListSize(65536);
        triple.setHeaderTableSize(8192);
        ProtocolConfig protocol = triProtocol();
        protocol.setTriple(triple);
        protocol.setHttp2MaxFrameSize(65536);

        URL exported = exportAndCall(protocol, "api");

        assertEquals("64", exported.getParameter("http2.max.concurrent.streams"));
        assertEquals(String.valueOf(2 * 1024 * 1024), exported.getParameter("http2.initial.window.size"));
        assertEquals(String.valueOf(32 * 1024 * 1024), exported.getParameter("http2.connection.window.size"));
        assertEquals("65536", exported.getParameter("http2.max.frame.size"), "the protocol's own attribute wins");
        assertEquals("65536", exported.getParameter("http2.max.header.list.size"));
        assertEquals("8192", exported.getParameter("http2.header.table.size"));
    }

    @Test
    void dubboProtocolTriplePropertiesFillTheNestedSettings() {
        set("dubbo.protocol.triple.max-concurrent-streams", "32");
        set("dubbo.protocol.triple.max-frame-size", "20000");

        URL exported = exportAndCall(triProtocol(), "properties");

        assertEquals("32", exported.getParameter("http2.max.concurrent.streams"));
        assertEquals("20000", exported.getParameter("http2.max.frame.size"));
    }

    @Test
    void aTripleValueHttp2DoesNotAllowFailsTheExportNamingIt() {
        TripleConfig triple = new TripleConfig();
        triple.setMaxFrameSize(1024);
        ProtocolConfig protocol = triProtocol();
        protocol.setTriple(triple);
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new GreetingImpl());
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(new ApplicationConfig("triple-settings-bad-" + NetUtils.getAvailablePort()))
                .registry(new RegistryConfig("N/A")).protocol(protocol).service(service);
        bootstraps.add(bootstrap);
        Throwable failure = assertThrows(RuntimeException.class, bootstrap::start);
        StringBuilder messages = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append(" / ");
        }
        assertTrue(messages.toString().contains("http2.max.frame.size") && messages.toString().contains("1024"),
                messages.toString());
    }

    private ProtocolConfig triProtocol() {
        ProtocolConfig protocol = new ProtocolConfig("tri", NetUtils.getAvailablePort());
        protocol.setHost("127.0.0.1");
        return protocol;
    }

    private URL exportAndCall(ProtocolConfig protocol, String name) {
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new GreetingImpl());
        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setInterface(Greeting.class);
        reference.setTimeout(30_000);
        DubboBootstrap bootstrap = DubboBootstrap.newInstance()
                .application(new ApplicationConfig("triple-settings-" + name + "-" + NetUtils.getAvailablePort()))
                .registry(new RegistryConfig("N/A")).protocol(protocol).service(service);
        bootstraps.add(bootstrap);
        bootstrap.start();
        URL exported = service.getExportedUrls().get(0);
        reference.setUrl("tri://127.0.0.1:" + exported.getPort());
        bootstrap.reference(reference);
        assertEquals("Hello triple", reference.get().sayHello("triple"));
        return exported;
    }

    private void set(String key, String value) {
        System.setProperty(key, value);
        properties.add(key);
    }
}

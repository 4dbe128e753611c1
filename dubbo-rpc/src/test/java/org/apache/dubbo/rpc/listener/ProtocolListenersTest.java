package org.apache.dubbo.rpc.listener;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.protocol.dubbo.DemoService;
import org.apache.dubbo.rpc.protocol.dubbo.DemoServiceImpl;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Exporter and invoker listeners named by the {@code listener} attribute or activated, around a real protocol. */
class ProtocolListenersTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("injvm");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");

    @BeforeEach
    void clear() {
        RecordingListeners.EVENTS.clear();
    }

    private static URL url(String path, String parameters) {
        return URL.valueOf("injvm://127.0.0.1/" + path + "?interface=" + DemoService.class.getName() + parameters);
    }

    @Test
    void namedAndActivatedExporterListenersHearExportAndUnexport() {
        Exporter<DemoService> exporter = protocol.export(proxies.getInvoker(new DemoServiceImpl(), DemoService.class,
                url("listened", "&exporter.listener=recording&audit=true")));
        assertEquals(List.of("audited DemoService", "exported DemoService"), RecordingListeners.EVENTS);

        exporter.unexport();
        assertEquals("unexported DemoService", RecordingListeners.EVENTS.get(2));
    }

    @Test
    void aFailingListenerFailsTheExportAfterTheOthersHeardIt() {
        RpcException e = assertThrows(RpcException.class, () -> protocol.export(proxies.getInvoker(
                new DemoServiceImpl(), DemoService.class, url("refused", "&exporter.listener=failing,recording"))));

        assertEquals("refused by listener", e.getMessage());
        assertEquals(List.of("failing", "exported DemoService"), RecordingListeners.EVENTS);
    }

    @Test
    void invokerListenersHearReferAndDestroy() {
        Exporter<DemoService> exporter = protocol.export(proxies.getInvoker(new DemoServiceImpl(), DemoService.class,
                url("referred", "")));
        try {
            Invoker<DemoService> invoker = protocol.refer(DemoService.class, url("referred",
                    "&invoker.listener=recording"));
            assertEquals("Hello x", proxies.getProxy(invoker).sayHello("x"));
            invoker.destroy();
            assertEquals(List.of("referred DemoService", "destroyed DemoService"), RecordingListeners.EVENTS);
        } finally {
            exporter.unexport();
        }
    }

    @Test
    void noListenerNoWrapper() {
        Exporter<DemoService> exporter = protocol.export(proxies.getInvoker(new DemoServiceImpl(), DemoService.class,
                url("plain", "")));
        try {
            assertEquals(List.of(), RecordingListeners.EVENTS);
        } finally {
            exporter.unexport();
        }
    }
}

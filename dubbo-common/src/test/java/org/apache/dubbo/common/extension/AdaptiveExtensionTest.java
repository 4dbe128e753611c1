package org.apache.dubbo.common.extension;

import org.apache.dubbo.common.extension.fixture.Compressor;
import org.apache.dubbo.common.extension.fixture.Compressors;
import org.apache.dubbo.common.extension.fixture.Dispatcher;
import org.apache.dubbo.common.extension.fixture.Endpoint;
import org.apache.dubbo.common.extension.fixture.Silent;
import org.apache.dubbo.common.extension.fixture.TestUrl;
import org.apache.dubbo.common.extension.fixture.Transport;
import org.apache.dubbo.common.extension.fixture.UrlLess;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Adaptive extensions. The proxy tests use {@link TestUrl} in place of the Dubbo URL by building the proxy with
 * a {@link UrlAccess} for that class; {@link ExtensionLoader#getAdaptiveExtension()} itself recognises only
 * {@code org.apache.dubbo.common.URL}.
 */
class AdaptiveExtensionTest {

    private Transport transport;

    @BeforeEach
    void proxy() {
        ExtensionLoader.resetExtensionLoader(Compressor.class);
        transport = AdaptiveProxy.create(ExtensionLoader.getExtensionLoader(Transport.class), Transport.class,
                new UrlAccess(TestUrl.class.getName()));
    }

    @AfterEach
    void forgetLoaders() {
        ExtensionLoader.resetExtensionLoader(Compressor.class);
    }

    private static TestUrl url(Map<String, String> parameters) {
        return new TestUrl("test", parameters);
    }

    @Test
    void usesTheClassAnnotatedAdaptiveAsASingleton() {
        ExtensionLoader<Compressor> compressors = ExtensionLoader.getExtensionLoader(Compressor.class);

        Compressor adaptive = compressors.getAdaptiveExtension();

        assertInstanceOf(Compressors.AdaptiveCompressor.class, adaptive);
        assertSame(adaptive, compressors.getAdaptiveExtension());
    }

    @Test
    void adaptiveClassIsNotANamedExtension() {
        ExtensionLoader<Compressor> compressors = ExtensionLoader.getExtensionLoader(Compressor.class);

        assertEquals(java.util.Set.of("gzip"), compressors.getSupportedExtensions());
    }

    @Test
    void ofTwoBuiltInAdaptiveClassesTheFirstByClassNameIsKeptWhateverTheReadingOrder() {
        assertEquals("adaptive:x", ExtensionLoader.getExtensionLoader(Compressor.class).getAdaptiveExtension()
                .compress("x"));
    }

    @Test
    void dispatchesByTheDefaultKeyDerivedFromTheInterfaceName() {
        assertEquals("slow:hi", transport.send(url(Map.of("transport", "slow")), "hi"));
    }

    @Test
    void fallsBackToTheSpiDefaultWhenNoKeyIsSet() {
        assertEquals("fast:hi", transport.send(url(Map.of()), "hi"));
        assertEquals("fast:hi", transport.send(url(Map.of("transport", "")), "hi"));
    }

    @Test
    void readsTheUrlThroughGetUrlOfAnArgument() {
        assertEquals("slow connected", transport.connect(new Endpoint(url(Map.of("transporter", "slow")))));
    }

    @Test
    void consultsKeysInOrderWithProtocolReadingTheUrlProtocol() {
        TestUrl dubboUrl = new TestUrl("dubbo", Map.of());
        TestUrl both = new TestUrl("dubbo", Map.of("transporter", "slow"));

        assertEquals("dubbo connected", transport.connect(new Endpoint(dubboUrl)));
        assertEquals("slow connected", transport.connect(new Endpoint(both)));
        assertEquals("fast connected", transport.connect(new Endpoint(new TestUrl(null, Map.of()))));
    }

    @Test
    void sendsToTheSameInstanceGetExtensionReturns() {
        Transport slow = ExtensionLoader.getExtensionLoader(Transport.class).getExtension("slow");

        assertEquals(slow.send(null, "x"), transport.send(url(Map.of("transport", "slow")), "x"));
    }

    @Test
    void propagatesTheExtensionsOwnException() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> transport.send(url(Map.of()), "fail"));

        assertEquals("fast refuses to send fail", e.getMessage());
    }

    @Test
    void unknownExtensionNameInUrlFails() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> transport.send(url(Map.of("transport", "warp")), "hi"));

        assertTrue(e.getMessage().contains("by name warp"), e.getMessage());
    }

    @Test
    void nullUrlArgumentFailsClearly() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> transport.send(null, "hi"));

        assertTrue(e.getMessage().contains("Argument 0 (" + TestUrl.class.getName() + ")"), e.getMessage());
    }

    @Test
    void nullUrlCarrierOrNullUrlFailsClearly() {
        IllegalArgumentException nullEndpoint = assertThrows(IllegalArgumentException.class,
                () -> transport.connect(null));
        assertTrue(nullEndpoint.getMessage().contains("is null"), nullEndpoint.getMessage());

        IllegalArgumentException nullUrl = assertThrows(IllegalArgumentException.class,
                () -> transport.connect(new Endpoint(null)));
        assertTrue(nullUrl.getMessage().contains("getUrl()"), nullUrl.getMessage());
    }

    @Test
    void nonAdaptiveMethodIsUnsupported() {
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class, transport::describe);

        assertTrue(e.getMessage().contains("describe"), e.getMessage());
        assertTrue(e.getMessage().contains("not @Adaptive"), e.getMessage());
    }

    @Test
    void failsWhenNoKeyIsSetAndThereIsNoDefault() {
        Dispatcher dispatcher = AdaptiveProxy.create(ExtensionLoader.getExtensionLoader(Dispatcher.class),
                Dispatcher.class, new UrlAccess(TestUrl.class.getName()));

        assertEquals("all", dispatcher.dispatch(url(Map.of("channel.handler", "all"))));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> dispatcher.dispatch(url(Map.of())));
        assertTrue(e.getMessage().contains("[dispatcher, channel.handler]"), e.getMessage());
    }

    @Test
    void proxyAnswersObjectMethods() {
        assertEquals(transport, transport);
        assertNotEquals(transport, new Object());
        assertEquals(System.identityHashCode(transport), transport.hashCode());
        assertTrue(transport.toString().contains(Transport.class.getName()));
    }

    @Test
    void derivesDefaultKeyBySplittingAtCapitals() {
        assertEquals("load.balance", AdaptiveMethod.defaultKey(LoadBalance.class));
        assertEquals("transport", AdaptiveMethod.defaultKey(Transport.class));
        assertEquals("u.r.l.filter", AdaptiveMethod.defaultKey(URLFilter.class));
    }

    @Test
    void rejectsInterfaceWithoutAdaptiveClassOrMethod() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ExtensionLoader.getExtensionLoader(Silent.class).getAdaptiveExtension());

        assertTrue(e.getMessage().contains("No adaptive extension for " + Silent.class.getName()), e.getMessage());
        assertFalse(ExtensionLoader.getExtensionLoader(Silent.class).isAdaptable());
    }

    @Test
    void rejectsAdaptiveMethodWithoutUrl() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> ExtensionLoader.getExtensionLoader(UrlLess.class).getAdaptiveExtension());

        assertTrue(e.getMessage().contains("@Adaptive method go"), e.getMessage());
    }

    @Test
    void recognisesOnlyTheDubboUrlClassByDefault() {
        // Transport's URL parameter is a TestUrl, which the real loader does not treat as a URL.
        assertThrows(IllegalStateException.class,
                () -> ExtensionLoader.getExtensionLoader(Transport.class).getAdaptiveExtension());
        assertFalse(UrlAccess.DUBBO_URL.isUrlType(TestUrl.class));
    }

    @Test
    void recognisesSubclassesOfTheUrlClass() {
        UrlAccess urls = new UrlAccess(TestUrl.class.getName());

        assertTrue(urls.isUrlType(SpecialUrl.class));
        assertEquals("v", urls.parameter(new SpecialUrl(), "k"));
    }

    interface LoadBalance {
    }

    interface URLFilter {
    }

    static class SpecialUrl extends TestUrl {
        SpecialUrl() {
            super("special", Map.of("k", "v"));
        }
    }
}

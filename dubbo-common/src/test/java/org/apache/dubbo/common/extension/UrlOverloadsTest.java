package org.apache.dubbo.common.extension;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.fixture.Codec;
import org.apache.dubbo.common.extension.fixture.Hook;
import org.junit.jupiter.api.Test;

/** The URL-typed entry points behave like the parameter-function ones they adapt. */
class UrlOverloadsTest {

    @Test
    void adaptiveProxyPicksTheExtensionNamedByTheRealUrl() {
        Codec codec = ExtensionLoader.getExtensionLoader(Codec.class).getAdaptiveExtension();
        assertEquals("fancy", codec.name(URL.valueOf("dubbo://127.0.0.1:20880/s?codec=fancyCodec")));
        assertEquals("plain", codec.name(URL.valueOf("dubbo://127.0.0.1:20880/s")), "falls back to the @SPI default");
    }

    @Test
    void activationFromAUrlKeyMatchesTheParameterFunctionForm() {
        ExtensionLoader<Hook> hooks = ExtensionLoader.getExtensionLoader(Hook.class);
        URL url = URL.valueOf("dubbo://127.0.0.1:20880/s?cache=lru&hooks=plain,-alpha");
        Map<String, String> params = url.getParameters();
        List<Hook> fromUrl = hooks.getActivateExtension(url, "hooks", "consumer");
        List<Hook> fromFunction = hooks.getActivateExtension(params::get, params.keySet(),
                new String[] {"plain", "-alpha"}, "consumer");
        assertEquals(fromFunction, fromUrl);
        assertEquals(fromFunction, hooks.getActivateExtension(url, new String[] {"plain", "-alpha"}, "consumer"));
    }
}

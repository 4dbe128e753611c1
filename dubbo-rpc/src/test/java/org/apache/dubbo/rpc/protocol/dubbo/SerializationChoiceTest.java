package org.apache.dubbo.rpc.protocol.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.Test;

class SerializationChoiceTest {

    private static String choose(String params) {
        return DubboInvoker.chooseSerialization(URL.valueOf("dubbo://127.0.0.1:20880/s" + params));
    }

    @Test
    void hessian2WhenNothingIsAdvertised() {
        assertEquals("hessian2", choose(""));
    }

    @Test
    void hessian2WheneverTheProviderAcceptsIt() {
        assertEquals("hessian2", choose("?prefer.serialization=fastjson2,hessian2"));
        assertEquals("hessian2", choose("?prefer.serialization=hessian2,fastjson2"));
    }

    @Test
    void otherwiseTheFirstAdvertisedThatWeSupport() {
        assertEquals("fastjson2", choose("?serialization=fastjson2"));
        assertEquals("fastjson2", choose("?prefer.serialization=kryo,fastjson2"));
    }

    @Test
    void aProviderWeCannotSpeakToIsAClearError() {
        RpcException e = assertThrows(RpcException.class, () -> choose("?serialization=kryo"));
        assertTrue(e.getMessage().contains("kryo"), e.getMessage());
    }
}

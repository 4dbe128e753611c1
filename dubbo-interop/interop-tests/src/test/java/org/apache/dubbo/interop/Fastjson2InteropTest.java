package org.apache.dubbo.interop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojo;
import interop.api.Pojos;
import interop.support.ApacheDubboVersion;
import interop.support.ApachePeer;
import interop.support.FreePort;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Our fastjson2 (JSONB, id 23) frames against real Apache 3.x providers that speak fastjson2. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class Fastjson2InteropTest {

    @ParameterizedTest
    @EnumSource(value = ApacheDubboVersion.class, names = {"V3_2_15", "V3_3_5"})
    void fastjson2CallsRoundTripWithApache3(ApacheDubboVersion version) throws Exception {
        int port = FreePort.find();
        try (ApachePeer provider = ApachePeer.startProvider(version, port, "--serialization", "fastjson2")) {
            ExchangeClient client = ExchangeClient.connect(new InetSocketAddress("127.0.0.1", port),
                    ClientOptions.defaults(), 10_000);
            try {
                CallOptions fastjson2 = CallOptions.timeout(10_000).serialization(Serializations.byName("fastjson2"));
                assertEquals("Hello json", call(client, fastjson2, "sayHello", new Class<?>[] {String.class},
                        String.class, "json").value());
                Pojo pojo = Pojos.sample(1);
                assertEquals(pojo, call(client, fastjson2, "echoPojo", new Class<?>[] {Pojo.class}, Pojo.class,
                        pojo).value());
                List<?> pojos = (List<?>) call(client, fastjson2, "listPojos", new Class<?>[] {int.class}, List.class,
                        3).value();
                assertEquals(3, pojos.size());
                InteropCheckedException e = assertInstanceOf(InteropCheckedException.class, call(client, fastjson2,
                        "fail", new Class<?>[] {String.class}, void.class, "jx").exception());
                assertEquals(42, e.getCode());
            } finally {
                client.close();
            }
        }
    }

    private static ResultBody call(ExchangeClient client, CallOptions options, String method, Class<?>[] types,
                                   Class<?> returnType, Object... args) throws Exception {
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", GreetingService.class.getName());
        return client.request(InvocationBody.call(GreetingService.class.getName(), null, method, types, args,
                attachments), options).get(20, TimeUnit.SECONDS).decode(returnType, returnType);
    }
}

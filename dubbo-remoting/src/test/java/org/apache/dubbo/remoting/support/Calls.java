package org.apache.dubbo.remoting.support;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.Response;

/** Test helper: builds call bodies for {@link Greeter} methods and runs calls synchronously. */
public final class Calls {

    private Calls() {
    }

    public static InvocationBody greeter(String method, Object... args) {
        Method m = find(method, args.length);
        Map<String, Object> attachments = new HashMap<>();
        attachments.put("path", Greeter.class.getName());
        attachments.put("interface", Greeter.class.getName());
        return InvocationBody.call(Greeter.class.getName(), null, method, m.getParameterTypes(), args, attachments);
    }

    public static ResultBody call(ExchangeClient client, int timeoutMillis, String method, Object... args)
            throws Exception {
        Method m = find(method, args.length);
        Response r = await(client.request(greeter(method, args), CallOptions.timeout(timeoutMillis)));
        return r.decode(m.getReturnType(), m.getGenericReturnType());
    }

    public static Object value(ExchangeClient client, String method, Object... args) throws Exception {
        ResultBody body = call(client, 30_000, method, args);
        if (body.hasException()) {
            throw new AssertionError("unexpected exception result", body.exception());
        }
        return body.value();
    }

    public static Response await(java.util.concurrent.CompletableFuture<Response> f) throws Exception {
        try {
            return f.get(30, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            throw (Exception) e.getCause();
        }
    }

    static Method find(String name, int arity) {
        for (Method m : Greeter.class.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == arity) {
                return m;
            }
        }
        throw new IllegalArgumentException("no method " + name + "/" + arity);
    }
}

package org.apache.dubbo.rpc.service;

import java.util.concurrent.CompletableFuture;

/**
 * Calls any method of any service without its interface on the class path: arguments and results are plain maps,
 * lists and values (POJOs as maps of their properties, with a {@code "class"} entry naming the type).
 * A reference with {@code generic=true} is a {@code GenericService}; a provider can implement it to serve an
 * interface it does not have.
 */
public interface GenericService {

    Object $invoke(String method, String[] parameterTypes, Object[] args) throws GenericException;

    default CompletableFuture<Object> $invokeAsync(String method, String[] parameterTypes, Object[] args)
            throws GenericException {
        Object result = $invoke(method, parameterTypes, args);
        if (result instanceof CompletableFuture) {
            @SuppressWarnings("unchecked")
            CompletableFuture<Object> future = (CompletableFuture<Object>) result;
            return future;
        }
        return CompletableFuture.completedFuture(result);
    }
}

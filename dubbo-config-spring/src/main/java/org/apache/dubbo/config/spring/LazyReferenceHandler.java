package org.apache.dubbo.config.spring;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * The handler of the object injected for a {@link ReferenceBean}: every call goes to the real reference proxy,
 * which is created on the first call if the Spring context has not created it yet. {@code equals},
 * {@code hashCode} and {@code toString} answer for the injected object itself and never create anything.
 */
final class LazyReferenceHandler implements InvocationHandler {

    private final ReferenceBean<?> referenceBean;
    private final Class<?> type;

    LazyReferenceHandler(ReferenceBean<?> referenceBean, Class<?> type) {
        this.referenceBean = referenceBean;
        this.type = type;
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            switch (method.getName()) {
                case "equals":
                    return proxy == args[0];
                case "hashCode":
                    return System.identityHashCode(proxy);
                case "toString":
                    return "Dubbo reference to " + type.getName() + " (bean '" + referenceBean.getId() + "')";
                default:
                    break;
            }
        }
        try {
            return method.invoke(referenceBean.target(), args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}

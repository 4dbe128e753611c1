package org.apache.dubbo.remoting.codec;

import java.lang.reflect.Type;

/** The declared parameter types of the method a request names: what its arguments are read against. */
public final class ResolvedMethod {

    private final Class<?>[] parameterTypes;
    private final Type[] genericParameterTypes;

    public ResolvedMethod(Class<?>[] parameterTypes, Type[] genericParameterTypes) {
        this.parameterTypes = parameterTypes;
        this.genericParameterTypes = genericParameterTypes == null ? parameterTypes : genericParameterTypes;
        if (this.genericParameterTypes.length != parameterTypes.length) {
            throw new IllegalArgumentException("generic and raw parameter type counts differ");
        }
    }

    public Class<?>[] parameterTypes() {
        return parameterTypes;
    }

    public Type[] genericParameterTypes() {
        return genericParameterTypes;
    }
}

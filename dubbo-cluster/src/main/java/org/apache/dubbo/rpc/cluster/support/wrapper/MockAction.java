package org.apache.dubbo.rpc.cluster.support.wrapper;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.regex.Pattern;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONException;
import org.apache.dubbo.common.utils.PojoUtils;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.support.InvocationOutcome;

/**
 * What a mock answers instead of the provider. Parsed from the mock value without its {@code force:}/{@code fail:}
 * prefix; classes are loaded and instantiated at parse time so a wrong name fails when the reference is created.
 * <ul>
 *   <li>{@code return} or {@code return null}: {@code null}; {@code return empty}: the empty value of the return
 *       type ({@code 0}, {@code ""}, empty collection, new bean); {@code return true|false}; a quoted string
 *       ({@code 'x'} or {@code "x"}); for a {@code String} method any other text as is; a number, {@code {...}} or
 *       {@code [...]} as JSON, converted to the method's return type (beans, collections and maps included);</li>
 *   <li>{@code throw}: an {@link RpcException}; {@code throw com.x.SomeException}: that exception, made with its
 *       {@code String} constructor if it has one, else its no-argument one, thrown as the service's own;</li>
 *   <li>{@code true} or {@code default}: an instance of {@code {interface}Mock}; any other value is the name of a
 *       mock class. A mock class implements the interface, has a public no-argument constructor and is called
 *       with the invocation's arguments. Mock classes cannot answer generic ({@code $invoke}) calls.</li>
 * </ul>
 */
abstract class MockAction {

    static final String DEGRADED = "Mocked exception for service degradation";

    private static final String IDENTIFIER = "[\\p{L}_$][\\p{L}\\p{N}_$]*";
    private static final Pattern CLASS_NAME = Pattern.compile(IDENTIFIER + "(\\." + IDENTIFIER + ")*");
    private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?([eE][+-]?\\d+)?");

    /**
     * @param failure why the provider call failed; {@code null} for a forced mock
     * @return the mock's answer: a response (a value or the service's exception) or an {@link RpcException}
     */
    abstract CompletableFuture<AppResponse> answer(Invocation invocation, Class<?> serviceType, RpcException failure);

    /**
     * @param method the method the value is configured for, {@code null} for every method
     * @throws IllegalStateException saying what is wrong with {@code value}
     */
    static MockAction parse(String value, Class<?> serviceType, String method) {
        if (value.equals("return")) {
            return new ReturnValue("null");
        }
        if (value.startsWith("return ")) {
            ReturnValue returnValue = new ReturnValue(value.substring("return ".length()).trim());
            if (returnsOtherThanString(serviceType, method)) {
                returnValue.checkSyntax();
            }
            return returnValue;
        }
        if (value.equals("throw")) {
            return new ThrowRpcException();
        }
        if (value.startsWith("throw ")) {
            return new ThrowServiceException(value.substring("throw ".length()).trim(), serviceType);
        }
        if (value.equals("true") || value.equals("default")) {
            return new MockObject(serviceType.getName() + "Mock", serviceType);
        }
        if (!CLASS_NAME.matcher(value).matches()) {
            throw new IllegalStateException("expected 'return ...', 'throw [exception class]', 'true', 'default' or a"
                    + " mock class name, optionally after 'force:' or 'fail:'");
        }
        return new MockObject(value, serviceType);
    }

    private static final class ReturnValue extends MockAction {
        private final String text;

        ReturnValue(String text) {
            this.text = text;
        }

        /** Values for non-String methods that look like JSON must be JSON. */
        void checkSyntax() {
            if (isJson(text)) {
                parseJson(text);
            }
        }

        @Override
        CompletableFuture<AppResponse> answer(Invocation invocation, Class<?> serviceType, RpcException failure) {
            Type type = returnType(invocation, serviceType);
            return CompletableFuture.completedFuture(new AppResponse(convert(rawClass(type), type)));
        }

        private Object convert(Class<?> type, Type genericType) {
            if (text.equals("null")) {
                return null;
            }
            if (text.equals("empty")) {
                return EmptyValues.of(type);
            }
            Object raw;
            if (text.equals("true") || text.equals("false")) {
                raw = Boolean.valueOf(text);
            } else if (isQuoted(text)) {
                raw = text.substring(1, text.length() - 1);
            } else if (type == String.class) {
                return text;
            } else if (isJson(text)) {
                raw = parseJson(text);
            } else {
                raw = text;
            }
            try {
                return PojoUtils.realize(raw, type, genericType);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException("Cannot convert the mock value '" + text + "' to "
                        + genericType.getTypeName() + ": " + e.getMessage(), e);
            }
        }

        private static boolean isQuoted(String text) {
            return text.length() >= 2 && (text.charAt(0) == '"' || text.charAt(0) == '\'')
                    && text.charAt(text.length() - 1) == text.charAt(0);
        }

        private static boolean isJson(String text) {
            return text.startsWith("{") || text.startsWith("[") || NUMBER.matcher(text).matches();
        }

        private static Object parseJson(String text) {
            try {
                return JSON.parse(text);
            } catch (JSONException e) {
                throw new IllegalStateException("'" + text + "' is not valid JSON: " + e.getMessage(), e);
            }
        }
    }

    private static final class ThrowRpcException extends MockAction {
        @Override
        CompletableFuture<AppResponse> answer(Invocation invocation, Class<?> serviceType, RpcException failure) {
            return InvocationOutcome.failed(new RpcException(DEGRADED + " of the method "
                    + ClusterSettings.methodName(invocation) + " in the service " + serviceType.getName()
                    + (failure == null ? "" : "; the call failed with: " + failure.getMessage()), failure));
        }
    }

    private static final class ThrowServiceException extends MockAction {
        private final Constructor<?> constructor;
        private final boolean takesMessage;

        ThrowServiceException(String className, Class<?> serviceType) {
            Class<?> type = CompanionClasses.find(className, serviceType);
            if (!Throwable.class.isAssignableFrom(type)) {
                throw new IllegalStateException(type.getName() + " is not an exception class");
            }
            Constructor<?> found;
            boolean message = true;
            try {
                found = type.getConstructor(String.class);
            } catch (NoSuchMethodException e) {
                message = false;
                try {
                    found = type.getConstructor();
                } catch (NoSuchMethodException e2) {
                    throw new IllegalStateException("the exception class " + type.getName()
                            + " has neither a public (String) nor a public no-argument constructor", e2);
                }
            }
            this.constructor = found;
            this.takesMessage = message;
        }

        @Override
        CompletableFuture<AppResponse> answer(Invocation invocation, Class<?> serviceType, RpcException failure) {
            Throwable exception;
            try {
                exception = (Throwable) (takesMessage ? constructor.newInstance(DEGRADED)
                        : constructor.newInstance());
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("The constructor of the mock exception "
                        + constructor.getDeclaringClass().getName() + " threw " + e.getTargetException(), e);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("Cannot create the mock exception "
                        + constructor.getDeclaringClass().getName() + ": " + e, e);
            }
            return CompletableFuture.completedFuture(new AppResponse(exception));
        }
    }

    private static final class MockObject extends MockAction {
        private final Object instance;

        MockObject(String className, Class<?> serviceType) {
            Class<?> type = CompanionClasses.load(className, serviceType, "mock");
            try {
                this.instance = type.getConstructor().newInstance();
            } catch (NoSuchMethodException e) {
                throw new IllegalStateException("the mock class " + type.getName()
                        + " has no public no-argument constructor", e);
            } catch (InvocationTargetException e) {
                throw new IllegalStateException("the constructor of the mock class " + type.getName() + " threw "
                        + e.getTargetException(), e);
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot create the mock class " + type.getName() + ": " + e, e);
            }
        }

        @Override
        CompletableFuture<AppResponse> answer(Invocation invocation, Class<?> serviceType, RpcException failure) {
            Method method;
            try {
                method = serviceType.getMethod(invocation.getMethodName(), invocation.getParameterTypes());
            } catch (NoSuchMethodException e) {
                return InvocationOutcome.failed(new RpcException("The mock class " + instance.getClass().getName()
                        + " cannot answer " + invocation.getMethodName() + ": no such method in "
                        + serviceType.getName(), e));
            }
            Object value;
            try {
                value = method.invoke(instance, invocation.getArguments());
            } catch (InvocationTargetException e) {
                return CompletableFuture.completedFuture(new AppResponse(e.getTargetException()));
            } catch (IllegalAccessException | IllegalArgumentException e) {
                return InvocationOutcome.failed(new RpcException("Cannot call the mock " + method + " on "
                        + instance.getClass().getName() + ": " + e, e));
            }
            if (value instanceof CompletionStage) {
                return ((CompletionStage<?>) value).toCompletableFuture().handle((v, t) -> t == null
                        ? new AppResponse(v)
                        : new AppResponse(t instanceof CompletionException && t.getCause() != null ? t.getCause() : t));
            }
            return CompletableFuture.completedFuture(new AppResponse(value));
        }
    }

    /** Whether a method named {@code method} (any method when null) returns something other than a String. */
    private static boolean returnsOtherThanString(Class<?> serviceType, String method) {
        for (Method candidate : serviceType.getMethods()) {
            if ((method == null || candidate.getName().equals(method))
                    && valueType(candidate.getGenericReturnType()) != String.class) {
                return true;
            }
        }
        return false;
    }

    /** The type of the value the caller expects: the method's return type, unwrapped from a future. */
    static Type returnType(Invocation invocation, Class<?> serviceType) {
        Type type = null;
        if (invocation instanceof RpcInvocation) {
            RpcInvocation rpc = (RpcInvocation) invocation;
            type = rpc.getGenericReturnType() != null ? rpc.getGenericReturnType() : rpc.getReturnType();
        }
        if (type == null) {
            try {
                type = serviceType.getMethod(invocation.getMethodName(), invocation.getParameterTypes())
                        .getGenericReturnType();
            } catch (NoSuchMethodException e) {
                return Object.class;
            }
        }
        return valueType(type);
    }

    private static Type valueType(Type returnType) {
        if (CompletionStage.class.isAssignableFrom(rawClass(returnType))) {
            return returnType instanceof ParameterizedType
                    ? ((ParameterizedType) returnType).getActualTypeArguments()[0] : Object.class;
        }
        return returnType;
    }

    static Class<?> rawClass(Type type) {
        if (type instanceof Class) {
            return (Class<?>) type;
        }
        if (type instanceof ParameterizedType && ((ParameterizedType) type).getRawType() instanceof Class) {
            return (Class<?>) ((ParameterizedType) type).getRawType();
        }
        return Object.class;
    }
}

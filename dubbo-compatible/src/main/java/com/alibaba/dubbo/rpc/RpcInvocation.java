package com.alibaba.dubbo.rpc;

import java.io.Serializable;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Dubbo 2.6's invocation value, as 2.6 code creates one to call an invoker. */
@Deprecated
public class RpcInvocation implements Invocation, Serializable {

    private static final long serialVersionUID = 1L;
    private static final Class<?>[] NO_TYPES = new Class<?>[0];
    private static final Object[] NO_ARGUMENTS = new Object[0];

    private String methodName;
    private Class<?>[] parameterTypes = NO_TYPES;
    private Object[] arguments = NO_ARGUMENTS;
    private Map<String, String> attachments = new HashMap<>();
    private transient Invoker<?> invoker;
    private transient List<org.apache.dubbo.rpc.Invoker<?>> invokedInvokers = new ArrayList<>();

    public RpcInvocation() {
    }

    /** A copy of {@code invocation} addressed to {@code invoker}. */
    public RpcInvocation(Invocation invocation, Invoker<?> invoker) {
        this(invocation.getMethodName(), invocation.getParameterTypes(), invocation.getArguments(),
                new HashMap<>(invocation.getAttachments()), invoker);
    }

    public RpcInvocation(Invocation invocation) {
        this(invocation, invocation.getInvoker());
    }

    public RpcInvocation(Method method, Object[] arguments) {
        this(method.getName(), method.getParameterTypes(), arguments, null, null);
    }

    public RpcInvocation(Method method, Object[] arguments, Map<String, String> attachments) {
        this(method.getName(), method.getParameterTypes(), arguments, attachments, null);
    }

    public RpcInvocation(String methodName, Class<?>[] parameterTypes, Object[] arguments) {
        this(methodName, parameterTypes, arguments, null, null);
    }

    public RpcInvocation(String methodName, Class<?>[] parameterTypes, Object[] arguments,
                         Map<String, String> attachments) {
        this(methodName, parameterTypes, arguments, attachments, null);
    }

    public RpcInvocation(String methodName, Class<?>[] parameterTypes, Object[] arguments,
                         Map<String, String> attachments, Invoker<?> invoker) {
        this.methodName = methodName;
        setParameterTypes(parameterTypes);
        setArguments(arguments);
        setAttachments(attachments);
        this.invoker = invoker;
    }

    @Override
    public Invoker<?> getInvoker() {
        return invoker;
    }

    public void setInvoker(Invoker<?> invoker) {
        this.invoker = invoker;
    }

    @Override
    public String getProtocolServiceKey() {
        return null;
    }

    @Override
    public String getMethodName() {
        return methodName;
    }

    public void setMethodName(String methodName) {
        this.methodName = methodName;
    }

    @Override
    public Class<?>[] getParameterTypes() {
        return parameterTypes;
    }

    public void setParameterTypes(Class<?>[] parameterTypes) {
        this.parameterTypes = parameterTypes == null ? NO_TYPES : parameterTypes;
    }

    @Override
    public Object[] getArguments() {
        return arguments;
    }

    public void setArguments(Object[] arguments) {
        this.arguments = arguments == null ? NO_ARGUMENTS : arguments;
    }

    @Override
    public Map<String, String> getAttachments() {
        return attachments;
    }

    public void setAttachments(Map<String, String> attachments) {
        this.attachments = attachments == null ? new HashMap<>() : attachments;
    }

    @Override
    public void setAttachment(String key, String value) {
        attachments.put(key, value);
    }

    @Override
    public void setAttachmentIfAbsent(String key, String value) {
        attachments.putIfAbsent(key, value);
    }

    public void addAttachments(Map<String, String> attachments) {
        if (attachments != null) {
            this.attachments.putAll(attachments);
        }
    }

    public void addAttachmentsIfAbsent(Map<String, String> attachments) {
        if (attachments != null) {
            attachments.forEach(this.attachments::putIfAbsent);
        }
    }

    @Override
    public String getAttachment(String key) {
        return attachments.get(key);
    }

    @Override
    public String getAttachment(String key, String defaultValue) {
        String value = attachments.get(key);
        return value == null || value.isEmpty() ? defaultValue : value;
    }

    @Override
    public void addInvokedInvoker(org.apache.dubbo.rpc.Invoker<?> invoker) {
        invokedInvokers.add(invoker);
    }

    @Override
    public List<org.apache.dubbo.rpc.Invoker<?>> getInvokedInvokers() {
        return invokedInvokers;
    }

    @Override
    public String toString() {
        return "RpcInvocation [methodName=" + methodName + ", parameterTypes=" + Arrays.toString(parameterTypes)
                + ", arguments=" + Arrays.toString(arguments) + ", attachments=" + attachments + "]";
    }
}

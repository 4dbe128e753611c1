package org.apache.dubbo.rpc;

import java.io.Serializable;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/** The invocation used everywhere in the framework; mutable while filters prepare it. */
public class RpcInvocation implements Invocation, Serializable {

    private static final long serialVersionUID = -4355285085441097045L;

    private String targetServiceUniqueName;
    private String protocolServiceKey;
    private String serviceName;
    private String methodName;
    private static final Class<?>[] NO_TYPES = new Class<?>[0];
    private static final Object[] NO_ARGUMENTS = new Object[0];

    private Class<?>[] parameterTypes = NO_TYPES;
    private String parameterTypesDesc;
    private Object[] arguments = NO_ARGUMENTS;
    private Map<String, Object> attachments = new HashMap<>();
    /** Made on first use (see {@link #attributes()}): a plain call never sets a local attribute. */
    private transient Map<Object, Object> attributes;
    private transient Invoker<?> invoker;
    private transient Class<?> returnType;
    private transient Type genericReturnType;
    private transient InvokeMode invokeMode = InvokeMode.SYNC;
    private transient List<Invoker<?>> invokedInvokers;
    private transient Type[] returnTypes;
    private String[] compatibleParamSignatures;

    public RpcInvocation() {
    }

    public RpcInvocation(String methodName, String serviceName, String protocolServiceKey,
                         Class<?>[] parameterTypes, Object[] arguments) {
        this.methodName = methodName;
        this.serviceName = serviceName;
        this.protocolServiceKey = protocolServiceKey;
        this.parameterTypes = parameterTypes == null ? NO_TYPES : parameterTypes;
        this.arguments = arguments == null ? NO_ARGUMENTS : arguments;
    }

    public RpcInvocation(Method method, String serviceName, String protocolServiceKey, Object[] arguments) {
        this(method.getName(), serviceName, protocolServiceKey, method.getParameterTypes(), arguments);
        this.returnType = method.getReturnType();
        this.genericReturnType = method.getGenericReturnType();
    }

    public RpcInvocation(String methodName, String serviceName, String protocolServiceKey,
                         Class<?>[] parameterTypes, Object[] arguments, Map<String, Object> attachments) {
        this(methodName, serviceName, protocolServiceKey, parameterTypes, arguments);
        if (attachments != null) {
            this.attachments = attachments;
        }
    }

    public RpcInvocation(String methodName, String serviceName, String protocolServiceKey,
                         Class<?>[] parameterTypes, Object[] arguments, Map<String, Object> attachments,
                         Invoker<?> invoker, Map<Object, Object> attributes) {
        this(methodName, serviceName, protocolServiceKey, parameterTypes, arguments, attachments);
        this.invoker = invoker;
        if (attributes != null) {
            this.attributes = attributes;
        }
    }

    public RpcInvocation(Method method, String serviceName, String protocolServiceKey, Object[] arguments,
                         Map<String, Object> attachments, Map<Object, Object> attributes) {
        this(method, serviceName, protocolServiceKey, arguments);
        if (attachments != null) {
            this.attachments = attachments;
        }
        if (attributes != null) {
            this.attributes = attributes;
        }
    }

    /** A copy of {@code invocation} (see {@link #RpcInvocation(Invocation)}) to be run by {@code invoker}. */
    public RpcInvocation(Invocation invocation, Invoker<?> invoker) {
        this(invocation);
        if (invoker != null) {
            this.invoker = invoker;
        }
    }

    /** A copy with its own attachment and attribute maps. */
    public RpcInvocation(Invocation invocation) {
        this(invocation.getMethodName(), invocation.getServiceName(), invocation.getProtocolServiceKey(),
                invocation.getParameterTypes(), invocation.getArguments());
        this.targetServiceUniqueName = invocation.getTargetServiceUniqueName();
        this.attachments = new HashMap<>(invocation.getObjectAttachments());
        this.attributes = new HashMap<>(invocation.getAttributes());
        this.invoker = invocation.getInvoker();
        if (invocation instanceof RpcInvocation) {
            RpcInvocation r = (RpcInvocation) invocation;
            this.returnType = r.returnType;
            this.genericReturnType = r.genericReturnType;
            this.invokeMode = r.invokeMode;
            this.parameterTypesDesc = r.parameterTypesDesc;
            this.returnTypes = r.returnTypes;
            this.compatibleParamSignatures = r.compatibleParamSignatures;
        }
    }

    @Override
    public String getTargetServiceUniqueName() {
        return targetServiceUniqueName;
    }

    public void setTargetServiceUniqueName(String name) {
        this.targetServiceUniqueName = name;
    }

    @Override
    public String getProtocolServiceKey() {
        return protocolServiceKey;
    }

    public void setProtocolServiceKey(String key) {
        this.protocolServiceKey = key;
    }

    @Override
    public String getMethodName() {
        return methodName;
    }

    public void setMethodName(String methodName) {
        this.methodName = methodName;
    }

    @Override
    public String getServiceName() {
        return serviceName;
    }

    public void setServiceName(String serviceName) {
        this.serviceName = serviceName;
    }

    @Override
    public Class<?>[] getParameterTypes() {
        return parameterTypes;
    }

    public void setParameterTypes(Class<?>[] parameterTypes) {
        this.parameterTypes = parameterTypes == null ? new Class<?>[0] : parameterTypes;
    }

    /** The descriptor string as received, when it came off the wire. */
    public String getParameterTypesDesc() {
        return parameterTypesDesc;
    }

    public void setParameterTypesDesc(String desc) {
        this.parameterTypesDesc = desc;
    }

    @Override
    public Object[] getArguments() {
        return arguments;
    }

    public void setArguments(Object[] arguments) {
        this.arguments = arguments == null ? new Object[0] : arguments;
    }

    @Override
    public Map<String, String> getAttachments() {
        return Attachments.stringView(attachments);
    }

    @Override
    public Map<String, Object> getObjectAttachments() {
        return attachments;
    }

    @Override
    public Map<String, Object> copyObjectAttachments() {
        return new HashMap<>(attachments);
    }

    public void setObjectAttachments(Map<String, Object> attachments) {
        this.attachments = attachments == null ? new HashMap<>() : attachments;
    }

    /** Replaces the attachments with {@code attachments} (String values, as Dubbo 2 sent them). */
    public void setAttachments(Map<String, String> attachments) {
        this.attachments = attachments == null ? new HashMap<>() : new HashMap<>(attachments);
    }

    public void addAttachments(Map<String, String> more) {
        if (more != null) {
            attachments.putAll(more);
        }
    }

    public void addAttachmentsIfAbsent(Map<String, String> more) {
        if (more != null) {
            for (Map.Entry<String, String> e : more.entrySet()) {
                attachments.putIfAbsent(e.getKey(), e.getValue());
            }
        }
    }

    public void addObjectAttachments(Map<String, Object> more) {
        if (more != null) {
            attachments.putAll(more);
        }
    }

    public void addObjectAttachmentsIfAbsent(Map<String, Object> more) {
        if (more != null) {
            for (Map.Entry<String, Object> e : more.entrySet()) {
                attachments.putIfAbsent(e.getKey(), e.getValue());
            }
        }
    }

    @Override
    public void foreachAttachment(Consumer<Map.Entry<String, Object>> consumer) {
        attachments.entrySet().forEach(consumer);
    }

    @Override
    public void setAttachment(String key, String value) {
        setObjectAttachment(key, value);
    }

    @Override
    public void setAttachment(String key, Object value) {
        setObjectAttachment(key, value);
    }

    @Override
    public void setObjectAttachment(String key, Object value) {
        attachments.put(key, value);
    }

    @Override
    public void setAttachmentIfAbsent(String key, String value) {
        attachments.putIfAbsent(key, value);
    }

    @Override
    public void setAttachmentIfAbsent(String key, Object value) {
        attachments.putIfAbsent(key, value);
    }

    @Override
    public void setObjectAttachmentIfAbsent(String key, Object value) {
        attachments.putIfAbsent(key, value);
    }

    public void removeAttachment(String key) {
        attachments.remove(key);
    }

    @Override
    public String getAttachment(String key) {
        return Attachments.asString(attachments.get(key));
    }

    @Override
    public String getAttachment(String key, String defaultValue) {
        String v = getAttachment(key);
        return v == null || v.isEmpty() ? defaultValue : v;
    }

    @Override
    public Object getObjectAttachment(String key) {
        return attachments.get(key);
    }

    @Override
    public Object getObjectAttachment(String key, Object defaultValue) {
        Object v = attachments.get(key);
        return v == null ? defaultValue : v;
    }

    @Override
    public Invoker<?> getInvoker() {
        return invoker;
    }

    public void setInvoker(Invoker<?> invoker) {
        this.invoker = invoker;
    }

    @Override
    public Object put(Object key, Object value) {
        return attributes().put(key, value);
    }

    @Override
    public Object get(Object key) {
        Map<Object, Object> a = attributes;
        return a == null ? null : a.get(key);
    }

    /** Removes an attribute (a local value that is not sent); returns its value. */
    public Object remove(Object key) {
        Map<Object, Object> a = attributes;
        return a == null ? null : a.remove(key);
    }

    @Override
    public Map<Object, Object> getAttributes() {
        return attributes();
    }

    private Map<Object, Object> attributes() {
        Map<Object, Object> a = attributes;
        if (a == null) {
            a = new HashMap<>();
            attributes = a;
        }
        return a;
    }

    public Class<?> getReturnType() {
        return returnType;
    }

    public Type getGenericReturnType() {
        return genericReturnType;
    }

    public void setReturnType(Class<?> returnType) {
        setReturnType(returnType, returnType);
    }

    /**
     * The return type as Apache Dubbo gives it: {@code [class, generic type]}, unless set with
     * {@link #setReturnTypes}; {@code null} when the return type is unknown.
     */
    public Type[] getReturnTypes() {
        if (returnTypes != null) {
            return returnTypes;
        }
        return returnType == null ? null
                : new Type[] {returnType, genericReturnType == null ? returnType : genericReturnType};
    }

    public void setReturnTypes(Type[] returnTypes) {
        this.returnTypes = returnTypes;
    }

    @Override
    public String[] getCompatibleParamSignatures() {
        return compatibleParamSignatures != null ? compatibleParamSignatures
                : Invocation.super.getCompatibleParamSignatures();
    }

    /** The parameter type names to send when the classes are not known locally (generic calls). */
    public void setCompatibleParamSignatures(String[] signatures) {
        this.compatibleParamSignatures = signatures;
    }

    public void setReturnType(Class<?> returnType, Type genericReturnType) {
        this.returnType = returnType;
        this.genericReturnType = genericReturnType;
    }

    public InvokeMode getInvokeMode() {
        return invokeMode;
    }

    public void setInvokeMode(InvokeMode invokeMode) {
        this.invokeMode = invokeMode;
    }

    @Override
    public void addInvokedInvoker(Invoker<?> invoker) {
        if (invokedInvokers == null) {
            invokedInvokers = new ArrayList<>();
        }
        invokedInvokers.add(invoker);
    }

    @Override
    public List<Invoker<?>> getInvokedInvokers() {
        return invokedInvokers == null ? new ArrayList<>() : invokedInvokers;
    }

    @Override
    public String toString() {
        return "RpcInvocation [methodName=" + methodName + ", parameterTypes=" + Arrays.toString(parameterTypes) + "]";
    }
}

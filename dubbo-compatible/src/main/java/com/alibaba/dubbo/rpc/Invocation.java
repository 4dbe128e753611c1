package com.alibaba.dubbo.rpc;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's invocation. A 2.6 implementation only had to provide the method, its arguments, string attachments
 * and its invoker: the members added since have defaults built on those. {@link CompatibleInvocation} presents a
 * current invocation as this type.
 */
@Deprecated
public interface Invocation extends org.apache.dubbo.rpc.Invocation {

    @Override
    Invoker<?> getInvoker();

    /** The current invocation this one presents, or null when it is one of its own. */
    default org.apache.dubbo.rpc.Invocation getOriginal() {
        return null;
    }

    @Override
    default String getTargetServiceUniqueName() {
        return null;
    }

    @Override
    default String getProtocolServiceKey() {
        return getTargetServiceUniqueName();
    }

    @Override
    default String getServiceName() {
        return null;
    }

    @Override
    default void setAttachment(String key, String value) {
        getAttachments().put(key, value);
    }

    @Override
    default void setAttachment(String key, Object value) {
        setObjectAttachment(key, value);
    }

    @Override
    default void setObjectAttachment(String key, Object value) {
        getAttachments().put(key, value == null ? null : String.valueOf(value));
    }

    @Override
    default void setAttachmentIfAbsent(String key, String value) {
        getAttachments().putIfAbsent(key, value);
    }

    @Override
    default void setAttachmentIfAbsent(String key, Object value) {
        setObjectAttachmentIfAbsent(key, value);
    }

    @Override
    default void setObjectAttachmentIfAbsent(String key, Object value) {
        getAttachments().putIfAbsent(key, value == null ? null : String.valueOf(value));
    }

    @Override
    default String getAttachment(String key, String defaultValue) {
        String value = getAttachment(key);
        return value == null || value.isEmpty() ? defaultValue : value;
    }

    @Override
    default Map<String, Object> getObjectAttachments() {
        return new HashMap<>(getAttachments());
    }

    @Override
    default Map<String, Object> copyObjectAttachments() {
        return new HashMap<>(getAttachments());
    }

    @Override
    default void foreachAttachment(Consumer<Map.Entry<String, Object>> consumer) {
        getObjectAttachments().entrySet().forEach(consumer);
    }

    @Override
    default Object getObjectAttachment(String key) {
        return getAttachment(key);
    }

    @Override
    default Object getObjectAttachment(String key, Object defaultValue) {
        Object value = getObjectAttachment(key);
        return value == null ? defaultValue : value;
    }

    /** A 2.6 invocation has no local attributes: it cannot take one. */
    @Override
    default Object put(Object key, Object value) {
        throw new UnsupportedOperationException(getClass().getName()
                + " is a Dubbo 2.6 invocation without local attributes; cannot put " + key);
    }

    @Override
    default Object get(Object key) {
        return null;
    }

    @Override
    default Map<Object, Object> getAttributes() {
        return Collections.emptyMap();
    }

    /** A current invocation seen as a 2.6 one; every call goes to the current invocation. */
    class CompatibleInvocation implements Invocation {

        private final org.apache.dubbo.rpc.Invocation delegate;

        public CompatibleInvocation(org.apache.dubbo.rpc.Invocation delegate) {
            this.delegate = delegate;
        }

        @Override
        public org.apache.dubbo.rpc.Invocation getOriginal() {
            return delegate;
        }

        @Override
        public Invoker<?> getInvoker() {
            org.apache.dubbo.rpc.Invoker<?> invoker = delegate.getInvoker();
            return LegacyForms.invoker(invoker);
        }

        @Override
        public String getTargetServiceUniqueName() {
            return delegate.getTargetServiceUniqueName();
        }

        @Override
        public String getProtocolServiceKey() {
            return delegate.getProtocolServiceKey();
        }

        @Override
        public String getMethodName() {
            return delegate.getMethodName();
        }

        @Override
        public String getServiceName() {
            return delegate.getServiceName();
        }

        @Override
        public Class<?>[] getParameterTypes() {
            return delegate.getParameterTypes();
        }

        @Override
        public String[] getCompatibleParamSignatures() {
            return delegate.getCompatibleParamSignatures();
        }

        @Override
        public Object[] getArguments() {
            return delegate.getArguments();
        }

        @Override
        public Map<String, String> getAttachments() {
            return delegate.getAttachments();
        }

        @Override
        public Map<String, Object> getObjectAttachments() {
            return delegate.getObjectAttachments();
        }

        @Override
        public Map<String, Object> copyObjectAttachments() {
            return delegate.copyObjectAttachments();
        }

        @Override
        public void foreachAttachment(Consumer<Map.Entry<String, Object>> consumer) {
            delegate.foreachAttachment(consumer);
        }

        @Override
        public void setAttachment(String key, String value) {
            delegate.setAttachment(key, value);
        }

        @Override
        public void setAttachment(String key, Object value) {
            delegate.setAttachment(key, value);
        }

        @Override
        public void setObjectAttachment(String key, Object value) {
            delegate.setObjectAttachment(key, value);
        }

        @Override
        public void setAttachmentIfAbsent(String key, String value) {
            delegate.setAttachmentIfAbsent(key, value);
        }

        @Override
        public void setAttachmentIfAbsent(String key, Object value) {
            delegate.setAttachmentIfAbsent(key, value);
        }

        @Override
        public void setObjectAttachmentIfAbsent(String key, Object value) {
            delegate.setObjectAttachmentIfAbsent(key, value);
        }

        @Override
        public String getAttachment(String key) {
            return delegate.getAttachment(key);
        }

        @Override
        public String getAttachment(String key, String defaultValue) {
            return delegate.getAttachment(key, defaultValue);
        }

        @Override
        public Object getObjectAttachment(String key) {
            return delegate.getObjectAttachment(key);
        }

        @Override
        public Object getObjectAttachment(String key, Object defaultValue) {
            return delegate.getObjectAttachment(key, defaultValue);
        }

        @Override
        public Object put(Object key, Object value) {
            return delegate.put(key, value);
        }

        @Override
        public Object get(Object key) {
            return delegate.get(key);
        }

        @Override
        public Map<Object, Object> getAttributes() {
            return delegate.getAttributes();
        }

        @Override
        public void addInvokedInvoker(org.apache.dubbo.rpc.Invoker<?> invoker) {
            delegate.addInvokedInvoker(invoker);
        }

        @Override
        public java.util.List<org.apache.dubbo.rpc.Invoker<?>> getInvokedInvokers() {
            return delegate.getInvokedInvokers();
        }

        @Override
        public String toString() {
            return delegate.toString();
        }
    }
}

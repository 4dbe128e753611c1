package com.alibaba.dubbo.rpc;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * Dubbo 2.6's call result. A 2.6 implementation only had to provide value, exception and string attachments: the
 * members added since have defaults built on those. {@link CompatibleResult} presents a current result as this type.
 */
@Deprecated
public interface Result extends org.apache.dubbo.rpc.Result {

    @Override
    default void setValue(Object value) {
        throw new UnsupportedOperationException("setValue on " + getClass().getName());
    }

    @Override
    default void setException(Throwable t) {
        throw new UnsupportedOperationException("setException on " + getClass().getName());
    }

    @Override
    default Map<String, Object> getObjectAttachments() {
        return new HashMap<>(getAttachments());
    }

    @Override
    default void addObjectAttachments(Map<String, Object> map) {
        map.forEach(this::setObjectAttachment);
    }

    @Override
    default void setObjectAttachments(Map<String, Object> map) {
        getAttachments().clear();
        addObjectAttachments(map);
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

    /** 2.6's name for {@link #getValue()}. */
    default Object getResult() {
        return getValue();
    }

    /** A current result seen as a 2.6 one; every call goes to the current result. */
    class CompatibleResult implements Result {

        private static final long serialVersionUID = 1L;

        private final org.apache.dubbo.rpc.Result delegate;

        public CompatibleResult(org.apache.dubbo.rpc.Result delegate) {
            this.delegate = delegate;
        }

        public org.apache.dubbo.rpc.Result getDelegate() {
            return delegate;
        }

        @Override
        public Object getValue() {
            return delegate.getValue();
        }

        @Override
        public void setValue(Object value) {
            delegate.setValue(value);
        }

        @Override
        public Throwable getException() {
            return delegate.getException();
        }

        @Override
        public void setException(Throwable t) {
            delegate.setException(t);
        }

        @Override
        public boolean hasException() {
            return delegate.hasException();
        }

        @Override
        public Object recreate() throws Throwable {
            return delegate.recreate();
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
        public void addAttachments(Map<String, String> map) {
            delegate.addAttachments(map);
        }

        @Override
        public void addObjectAttachments(Map<String, Object> map) {
            delegate.addObjectAttachments(map);
        }

        @Override
        public void setAttachments(Map<String, String> map) {
            delegate.setAttachments(map);
        }

        @Override
        public void setObjectAttachments(Map<String, Object> map) {
            delegate.setObjectAttachments(map);
        }

        @Override
        public String getAttachment(String key) {
            return delegate.getAttachment(key);
        }

        @Override
        public Object getObjectAttachment(String key) {
            return delegate.getObjectAttachment(key);
        }

        @Override
        public String getAttachment(String key, String defaultValue) {
            return delegate.getAttachment(key, defaultValue);
        }

        @Override
        public Object getObjectAttachment(String key, Object defaultValue) {
            return delegate.getObjectAttachment(key, defaultValue);
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
        public org.apache.dubbo.rpc.Result whenCompleteWithContext(
                BiConsumer<org.apache.dubbo.rpc.Result, Throwable> fn) {
            return delegate.whenCompleteWithContext(fn);
        }

        @Override
        public <U> CompletableFuture<U> thenApply(Function<org.apache.dubbo.rpc.Result, ? extends U> fn) {
            return delegate.thenApply(fn);
        }

        @Override
        public org.apache.dubbo.rpc.Result get() throws InterruptedException, ExecutionException {
            return delegate.get();
        }

        @Override
        public org.apache.dubbo.rpc.Result get(long timeout, TimeUnit unit)
                throws InterruptedException, ExecutionException, TimeoutException {
            return delegate.get(timeout, unit);
        }

        @Override
        public String toString() {
            return delegate.toString();
        }
    }
}

package org.apache.dubbo.rpc;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Function;

/** A complete result: what the provider returned or threw, and the attachments that came with it. */
public class AppResponse implements Result {

    private static final long serialVersionUID = -6925924956850004727L;

    private Object result;
    private Throwable exception;
    private Map<String, Object> attachments = new HashMap<>();
    /** Made on first use: most responses never carry a local attribute. */
    private transient Map<String, Object> attributes;

    public AppResponse() {
    }

    public AppResponse(Object result) {
        this.result = result;
    }

    public AppResponse(Throwable exception) {
        this.exception = exception;
    }

    public AppResponse(Invocation invocation) {
    }

    /** Forgets the value, the exception and the attachments. */
    public void clear() {
        this.result = null;
        this.exception = null;
        this.attachments.clear();
    }

    @Override
    public Object recreate() throws Throwable {
        if (exception != null) {
            throw exception;
        }
        return result;
    }

    @Override
    public Object getValue() {
        return result;
    }

    @Override
    public void setValue(Object value) {
        this.result = value;
    }

    @Override
    public Throwable getException() {
        return exception;
    }

    @Override
    public void setException(Throwable e) {
        this.exception = e;
    }

    @Override
    public boolean hasException() {
        return exception != null;
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
    public void setAttachments(Map<String, String> map) {
        this.attachments = map == null ? new HashMap<>() : new HashMap<>(map);
    }

    @Override
    public void setObjectAttachments(Map<String, Object> map) {
        this.attachments = map == null ? new HashMap<>() : map;
    }

    @Override
    public void addAttachments(Map<String, String> map) {
        if (map != null) {
            attachments.putAll(map);
        }
    }

    @Override
    public void addObjectAttachments(Map<String, Object> map) {
        if (map != null) {
            attachments.putAll(map);
        }
    }

    @Override
    public String getAttachment(String key) {
        return Attachments.asString(attachments.get(key));
    }

    @Override
    public Object getObjectAttachment(String key) {
        return attachments.get(key);
    }

    @Override
    public String getAttachment(String key, String defaultValue) {
        String v = getAttachment(key);
        return v == null || v.isEmpty() ? defaultValue : v;
    }

    @Override
    public Object getObjectAttachment(String key, Object defaultValue) {
        Object v = attachments.get(key);
        return v == null ? defaultValue : v;
    }

    @Override
    public void setAttachment(String key, String value) {
        attachments.put(key, value);
    }

    @Override
    public void setAttachment(String key, Object value) {
        attachments.put(key, value);
    }

    @Override
    public void setObjectAttachment(String key, Object value) {
        attachments.put(key, value);
    }

    public Object getAttribute(String key) {
        Map<String, Object> a = attributes;
        return a == null ? null : a.get(key);
    }

    public void setAttribute(String key, Object value) {
        if (attributes == null) {
            attributes = new HashMap<>();
        }
        attributes.put(key, value);
    }

    @Override
    public Result whenCompleteWithContext(BiConsumer<Result, Throwable> fn) {
        fn.accept(this, null);
        return this;
    }

    @Override
    public <U> CompletableFuture<U> thenApply(Function<Result, ? extends U> fn) {
        return CompletableFuture.completedFuture(fn.apply(this));
    }

    @Override
    public Result get() {
        return this;
    }

    @Override
    public Result get(long timeout, TimeUnit unit) {
        return this;
    }

    @Override
    public String toString() {
        return "AppResponse [value=" + result + ", exception=" + exception + "]";
    }
}

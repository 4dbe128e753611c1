package org.apache.dubbo.rpc;

import java.util.HashMap;
import java.util.Map;

/**
 * One set of attachments (client, server, or response side; see {@link RpcContext}) plus local values that are
 * never sent. Belongs to one thread.
 */
public class RpcContextAttachment extends RpcContext {

    protected volatile Map<String, Object> attachments = new HashMap<>();
    private final Map<String, Object> values = new HashMap<>();
    protected AsyncContext asyncContext;
    private boolean remove = true;

    protected RpcContextAttachment() {
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
    public RpcContextAttachment setAttachment(String key, String value) {
        return setObjectAttachment(key, value);
    }

    @Override
    public RpcContextAttachment setAttachment(String key, Object value) {
        return setObjectAttachment(key, value);
    }

    @Override
    public RpcContextAttachment setObjectAttachment(String key, Object value) {
        if (value == null) {
            attachments.remove(key);
        } else {
            attachments.put(key, value);
        }
        return this;
    }

    @Override
    public RpcContextAttachment removeAttachment(String key) {
        attachments.remove(key);
        return this;
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
    public RpcContextAttachment setAttachments(Map<String, String> map) {
        attachments.clear();
        if (map != null) {
            attachments.putAll(map);
        }
        return this;
    }

    @Override
    public RpcContextAttachment setObjectAttachments(Map<String, Object> map) {
        attachments.clear();
        if (map != null) {
            attachments.putAll(map);
        }
        return this;
    }

    @Override
    public void clearAttachments() {
        attachments.clear();
    }

    @Override
    public Object get(String key) {
        return values.get(key);
    }

    @Override
    public RpcContextAttachment set(String key, Object value) {
        if (value == null) {
            values.remove(key);
        } else {
            values.put(key, value);
        }
        return this;
    }

    @Override
    public RpcContextAttachment remove(String key) {
        values.remove(key);
        return this;
    }

    @Override
    public Map<String, Object> get() {
        return values;
    }

    /** Whether it holds no attachment, no value and no started asynchronous context. */
    boolean isEmpty() {
        return attachments.isEmpty() && values.isEmpty() && asyncContext == null;
    }

    /** A copy; with {@code needCopy} false the attachment map itself is shared. */
    public RpcContextAttachment copyOf(boolean needCopy) {
        RpcContextAttachment copy = new RpcContextAttachment();
        copy.attachments = needCopy ? new HashMap<>(attachments) : attachments;
        copy.values.putAll(values);
        copy.asyncContext = asyncContext;
        copy.remove = remove;
        return copy;
    }

    AsyncContext startAsyncContext() {
        if (asyncContext == null) {
            asyncContext = new AsyncContextImpl();
        }
        asyncContext.start();
        return asyncContext;
    }

    @Override
    public boolean isAsyncStarted() {
        return asyncContext != null && asyncContext.isAsyncStarted();
    }

    @Override
    public boolean stopAsync() {
        return asyncContext != null && asyncContext.stop();
    }

    @Override
    public AsyncContext getAsyncContext() {
        return asyncContext;
    }

    @Override
    protected void setAsyncContext(AsyncContext asyncContext) {
        this.asyncContext = asyncContext;
    }

    /** Whether an asynchronous context has been started on it. */
    protected boolean isValid() {
        return asyncContext != null && asyncContext.isAsyncStarted();
    }

    @Override
    public boolean canRemove() {
        return remove;
    }

    @Override
    public void clearAfterEachInvoke(boolean remove) {
        this.remove = remove;
    }

    /** Forgets the async context once the invocation that started it has been handled. */
    void clearAsyncContext() {
        asyncContext = null;
    }
}

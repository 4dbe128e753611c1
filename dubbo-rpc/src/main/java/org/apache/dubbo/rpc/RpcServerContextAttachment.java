package org.apache.dubbo.rpc;

import java.util.HashMap;
import java.util.Map;

/**
 * What {@link RpcContext#getServerContext()} returns: a view whose reads come from the attachments of the last
 * response received (consumer side) and whose writes go to the attachments of the response being prepared
 * (provider side), which is how Dubbo 2 code uses the "server context" on both sides.
 */
public class RpcServerContextAttachment extends RpcContextAttachment {

    RpcServerContextAttachment() {
    }

    private static RpcContextAttachment reads() {
        return RpcContext.getClientResponseContext();
    }

    private static RpcContextAttachment writes() {
        return RpcContext.getServerResponseContext();
    }

    @Override
    public String getAttachment(String key) {
        return reads().getAttachment(key);
    }

    @Override
    public Object getObjectAttachment(String key) {
        return reads().getObjectAttachment(key);
    }

    @Override
    public Map<String, String> getAttachments() {
        return reads().getAttachments();
    }

    @Override
    public Map<String, Object> getObjectAttachments() {
        return reads().getObjectAttachments();
    }

    @Override
    public RpcContextAttachment setAttachment(String key, String value) {
        writes().setAttachment(key, value);
        return this;
    }

    @Override
    public RpcContextAttachment setAttachment(String key, Object value) {
        writes().setAttachment(key, value);
        return this;
    }

    @Override
    public RpcContextAttachment setObjectAttachment(String key, Object value) {
        writes().setObjectAttachment(key, value);
        return this;
    }

    @Override
    public RpcContextAttachment removeAttachment(String key) {
        writes().removeAttachment(key);
        return this;
    }

    @Override
    public RpcContextAttachment setAttachments(Map<String, String> map) {
        writes().setAttachments(map);
        return this;
    }

    @Override
    public RpcContextAttachment setObjectAttachments(Map<String, Object> map) {
        writes().setObjectAttachments(map);
        return this;
    }

    @Override
    public void clearAttachments() {
        writes().clearAttachments();
    }

    @Override
    public Object get(String key) {
        return writes().get(key);
    }

    @Override
    public RpcContextAttachment set(String key, Object value) {
        writes().set(key, value);
        return this;
    }

    @Override
    public RpcContextAttachment remove(String key) {
        writes().remove(key);
        return this;
    }

    @Override
    public Map<String, Object> get() {
        return writes().get();
    }

    @Override
    public RpcContextAttachment copyOf(boolean needCopy) {
        RpcContextAttachment copy = writes().copyOf(needCopy);
        copy.attachments = new HashMap<>(reads().getObjectAttachments());
        return copy;
    }
}

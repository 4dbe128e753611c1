package com.alibaba.dubbo.rpc;

import org.apache.dubbo.rpc.AppResponse;

/** Dubbo 2.6's completed result (a value or an exception), as 2.6 filters and invokers create it. */
@Deprecated
public class RpcResult extends AppResponse implements Result {

    private static final long serialVersionUID = 1L;

    public RpcResult() {
    }

    public RpcResult(Object result) {
        super(result);
    }

    public RpcResult(Throwable exception) {
        super(exception);
    }

    // AppResponse implements these; the interface's defaults must not hide them

    @Override
    public void setValue(Object value) {
        super.setValue(value);
    }

    @Override
    public void setException(Throwable t) {
        super.setException(t);
    }

    @Override
    public java.util.Map<String, Object> getObjectAttachments() {
        return super.getObjectAttachments();
    }

    @Override
    public void addObjectAttachments(java.util.Map<String, Object> map) {
        super.addObjectAttachments(map);
    }

    @Override
    public void setObjectAttachments(java.util.Map<String, Object> map) {
        super.setObjectAttachments(map);
    }

    @Override
    public Object getObjectAttachment(String key) {
        return super.getObjectAttachment(key);
    }

    @Override
    public Object getObjectAttachment(String key, Object defaultValue) {
        return super.getObjectAttachment(key, defaultValue);
    }
}

package com.alibaba.dubbo.rpc;

/** Dubbo 2.6's RPC exception: {@link org.apache.dubbo.rpc.RpcException} under its old name. */
@Deprecated
public class RpcException extends org.apache.dubbo.rpc.RpcException {

    private static final long serialVersionUID = 1L;

    public RpcException() {
        super();
    }

    public RpcException(String message, Throwable cause) {
        super(message, cause);
    }

    public RpcException(String message) {
        super(message);
    }

    public RpcException(Throwable cause) {
        super(cause);
    }

    public RpcException(int code) {
        super(code);
    }

    public RpcException(int code, String message, Throwable cause) {
        super(code, message, cause);
    }

    public RpcException(int code, String message) {
        super(code, message);
    }

    public RpcException(int code, Throwable cause) {
        super(code, cause);
    }

    /** 2.6's spelling of {@link #isForbidden()}. */
    public boolean isForbidded() {
        return isForbidden();
    }
}

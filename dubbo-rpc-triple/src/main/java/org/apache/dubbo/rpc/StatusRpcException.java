package org.apache.dubbo.rpc;

/**
 * A triple call that ended with a gRPC status other than OK: thrown by a service to choose the status its caller
 * sees, and received by a caller (as the exception of the call, or its stream's {@code onError}).
 */
public class StatusRpcException extends RpcException {

    private static final long serialVersionUID = 1L;

    private final TriRpcStatus status;

    public StatusRpcException(TriRpcStatus status) {
        super(TriRpcStatus.triCodeToDubboCode(status.code), status.code + " : " + status.toMessageWithoutCause(),
                status.cause);
        this.status = status;
    }

    public TriRpcStatus getStatus() {
        return status;
    }
}

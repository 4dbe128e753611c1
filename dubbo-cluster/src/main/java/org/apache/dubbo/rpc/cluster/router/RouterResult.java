package org.apache.dubbo.rpc.cluster.router;

import java.util.List;

/** What a {@link org.apache.dubbo.rpc.cluster.Router} decided: the providers left, whether to go on, and why. */
public class RouterResult<T> {

    private final boolean needContinueRoute;
    private final List<T> result;
    private final String message;

    public RouterResult(List<T> result) {
        this(true, result, null);
    }

    public RouterResult(List<T> result, String message) {
        this(true, result, message);
    }

    public RouterResult(boolean needContinueRoute, List<T> result, String message) {
        this.needContinueRoute = needContinueRoute;
        this.result = result;
        this.message = message;
    }

    /** Whether the next routers still run. */
    public boolean isNeedContinueRoute() {
        return needContinueRoute;
    }

    public List<T> getResult() {
        return result;
    }

    public String getMessage() {
        return message;
    }
}

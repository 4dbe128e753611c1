package interop.peer;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * Consumer filter that keeps the attachments of the latest response exactly as decoded. Needed because a 2.7.23
 * consumer does not expose response attachments through {@code RpcContext.getServerContext()} after a synchronous
 * call (they are on the wire, and a 3.x consumer shows them there), so the context cannot be the test's witness.
 */
@Activate(group = "consumer")
public final class ResponseAttachmentRecorder implements Filter, Filter.Listener {

    private static volatile Map<String, Object> latest = Collections.emptyMap();

    static Map<String, Object> latest() {
        return latest;
    }

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        Map<String, Object> attachments = appResponse.getObjectAttachments();
        latest = attachments == null ? Collections.<String, Object>emptyMap()
                : Collections.unmodifiableMap(new HashMap<String, Object>(attachments));
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
        latest = Collections.emptyMap();
    }
}

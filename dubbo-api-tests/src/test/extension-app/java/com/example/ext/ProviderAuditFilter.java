package com.example.ext;

import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.common.logger.Logger;
import org.apache.dubbo.common.logger.LoggerFactory;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/** Activated on every provider; hears each response through Filter.Listener. */
@Activate(group = CommonConstants.PROVIDER, order = -100)
public class ProviderAuditFilter implements Filter, Filter.Listener {

    private static final Logger LOG = LoggerFactory.getLogger(ProviderAuditFilter.class);

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        Counters.hit("provider-filter");
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        LOG.info("{} answered {}", invocation.getMethodName(), appResponse.getValue());
        Counters.hit("provider-filter-response");
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
        Counters.hit("provider-filter-error");
    }
}

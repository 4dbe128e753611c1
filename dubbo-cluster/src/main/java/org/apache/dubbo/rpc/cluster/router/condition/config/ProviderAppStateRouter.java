package org.apache.dubbo.rpc.cluster.router.condition.config;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.router.state.BitList;

/**
 * The provider application's condition rule: {@code {provider application}.condition-router}, followed once the
 * providers are known (their {@code remote.application}).
 */
public class ProviderAppStateRouter<T> extends ListenableStateRouter<T> {

    public static final String NAME = "PROVIDER_APP_ROUTER";

    private volatile String application;

    public ProviderAppStateRouter(URL url) {
        super(url, null);
    }

    @Override
    public void notify(BitList<Invoker<T>> invokers) {
        if (invokers == null || invokers.isEmpty()) {
            return;
        }
        String providerApplication = invokers.get(0).getUrl().getParameter("remote.application");
        if (providerApplication != null && !providerApplication.isEmpty()
                && !providerApplication.equals(application)) {
            application = providerApplication;
            listen(providerApplication);
        }
    }
}

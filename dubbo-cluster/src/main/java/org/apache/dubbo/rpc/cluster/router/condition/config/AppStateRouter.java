package org.apache.dubbo.rpc.cluster.router.condition.config;

import org.apache.dubbo.common.URL;

/** The consumer application's condition rule: {@code {consumer application}.condition-router}. */
public class AppStateRouter<T> extends ListenableStateRouter<T> {

    public static final String NAME = "APP_ROUTER";

    public AppStateRouter(URL url) {
        super(url, url.getParameter("application"));
    }
}

package com.alibaba.dubbo.registry;

import java.util.ArrayList;
import java.util.List;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's registry, working with 2.6 URLs and listeners. The current methods convert and call the 2.6 ones, so
 * a 2.6 registry implementation works wherever Dubbo Tuned takes a registry.
 */
@Deprecated
public interface Registry extends org.apache.dubbo.registry.Registry {

    @Override
    URL getUrl();

    void register(URL url);

    void unregister(URL url);

    void subscribe(URL url, NotifyListener listener);

    void unsubscribe(URL url, NotifyListener listener);

    List<URL> lookup(URL url);

    @Override
    default void register(org.apache.dubbo.common.URL url) {
        register(LegacyForms.url(url));
    }

    @Override
    default void unregister(org.apache.dubbo.common.URL url) {
        unregister(LegacyForms.url(url));
    }

    @Override
    default void subscribe(org.apache.dubbo.common.URL url, org.apache.dubbo.registry.NotifyListener listener) {
        subscribe(LegacyForms.url(url), new NotifyListener.CompatibleNotifyListener(listener));
    }

    @Override
    default void unsubscribe(org.apache.dubbo.common.URL url, org.apache.dubbo.registry.NotifyListener listener) {
        unsubscribe(LegacyForms.url(url), new NotifyListener.CompatibleNotifyListener(listener));
    }

    @Override
    default List<org.apache.dubbo.common.URL> lookup(org.apache.dubbo.common.URL url) {
        List<URL> found = lookup(LegacyForms.url(url));
        return found == null ? null : new ArrayList<>(found);
    }
}

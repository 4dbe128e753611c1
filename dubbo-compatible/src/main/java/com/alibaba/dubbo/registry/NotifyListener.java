package com.alibaba.dubbo.registry;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's registry listener, notified with 2.6 URLs. {@link CompatibleNotifyListener} presents a current
 * listener as this type, {@link ReverseCompatibleNotifyListener} this type as a current one; both are equal to
 * another adapter of the same listener, so unsubscribing with a new adapter finds the subscription.
 */
@Deprecated
public interface NotifyListener {

    void notify(List<URL> urls);

    /** A current listener seen as a 2.6 one. */
    class CompatibleNotifyListener implements NotifyListener {

        private final org.apache.dubbo.registry.NotifyListener listener;

        public CompatibleNotifyListener(org.apache.dubbo.registry.NotifyListener listener) {
            this.listener = listener;
        }

        @Override
        public void notify(List<URL> urls) {
            listener.notify(urls == null ? null : new ArrayList<>(urls));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof CompatibleNotifyListener
                    && Objects.equals(((CompatibleNotifyListener) other).listener, listener);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(listener);
        }
    }

    /** A 2.6 listener seen as a current one. */
    class ReverseCompatibleNotifyListener implements org.apache.dubbo.registry.NotifyListener {

        private final NotifyListener listener;

        public ReverseCompatibleNotifyListener(NotifyListener listener) {
            this.listener = listener;
        }

        @Override
        public void notify(List<org.apache.dubbo.common.URL> urls) {
            List<URL> legacy = null;
            if (urls != null) {
                legacy = new ArrayList<>(urls.size());
                for (org.apache.dubbo.common.URL url : urls) {
                    legacy.add(LegacyForms.url(url));
                }
            }
            listener.notify(legacy);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof ReverseCompatibleNotifyListener
                    && Objects.equals(((ReverseCompatibleNotifyListener) other).listener, listener);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(listener);
        }
    }
}

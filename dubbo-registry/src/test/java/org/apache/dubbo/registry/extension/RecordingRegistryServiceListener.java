package org.apache.dubbo.registry.extension;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryServiceListener;

/** A registry listener as users write one: records every operation. */
@Activate
public class RecordingRegistryServiceListener implements RegistryServiceListener {

    public static final List<String> EVENTS = new CopyOnWriteArrayList<>();

    @Override
    public void onRegister(URL url, Registry registry) {
        EVENTS.add("register " + url.getProtocol() + " " + url.getServiceInterface());
    }

    @Override
    public void onUnregister(URL url, Registry registry) {
        EVENTS.add("unregister " + url.getProtocol() + " " + url.getServiceInterface());
    }

    @Override
    public void onSubscribe(URL url, Registry registry) {
        EVENTS.add("subscribe " + url.getProtocol() + " " + url.getServiceInterface());
    }

    @Override
    public void onUnsubscribe(URL url, Registry registry) {
        EVENTS.add("unsubscribe " + url.getProtocol() + " " + url.getServiceInterface());
    }
}

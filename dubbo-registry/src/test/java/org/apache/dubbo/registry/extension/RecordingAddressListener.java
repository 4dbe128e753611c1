package org.apache.dubbo.registry.extension;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.registry.AddressListener;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * An address listener as users write one: records what it saw and drops providers marked {@code drain=true}.
 * Active for references with {@code record.addresses} set, so that other tests see a directory without listeners.
 */
@Activate("record.addresses")
public class RecordingAddressListener implements AddressListener {

    public static final List<String> EVENTS = new CopyOnWriteArrayList<>();

    @Override
    public List<URL> notify(List<URL> addresses, URL consumerUrl, Directory registryDirectory) {
        EVENTS.add("notify " + consumerUrl.getServiceInterface() + " " + addresses.size() + " "
                + (registryDirectory.getConsumerUrl() == consumerUrl));
        List<URL> kept = new ArrayList<>();
        for (URL address : addresses) {
            if (!address.getParameter("drain", false)) {
                kept.add(address);
            }
        }
        return kept;
    }

    @Override
    public void destroy(URL consumerUrl, Directory registryDirectory) {
        EVENTS.add("destroy " + consumerUrl.getServiceInterface());
    }
}

package io.github.dubbotuned.benchmark.scale;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.dubbo.rpc.cluster.Directory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * What the synthetic registry, the synthetic service discovery and the directory-capturing cluster share with the
 * experiment: the fleet they publish and the directories the references built. Extensions are created by the
 * implementation's extension loader, so they find the world here.
 */
final class ScaleWorld {

    private static volatile ScaleWorld current;

    final ProviderFleet fleet;
    /** Whether providers are published yet; before, every subscription sees an empty list. */
    volatile boolean published;
    final List<Directory<?>> directories = new CopyOnWriteArrayList<Directory<?>>();
    final List<SyntheticRegistry> registries = new CopyOnWriteArrayList<SyntheticRegistry>();
    final List<SyntheticServiceDiscovery> discoveries = new CopyOnWriteArrayList<SyntheticServiceDiscovery>();

    private ScaleWorld(ProviderFleet fleet) {
        this.fleet = fleet;
    }

    static ScaleWorld create(ProviderFleet fleet) {
        current = new ScaleWorld(fleet);
        return current;
    }

    static ScaleWorld get() {
        ScaleWorld world = current;
        if (world == null) {
            throw new IllegalStateException("the scale experiment has not set up its fleet");
        }
        return world;
    }

    /** The interface index of a fleet interface name, or -1 for a name the fleet does not have. */
    int interfaceIndex(String name) {
        if (name == null) {
            return -1;
        }
        int at = name.lastIndexOf(".Service");
        if (at < 0) {
            return -1;
        }
        try {
            int index = Integer.parseInt(name.substring(at + ".Service".length()));
            return index >= 0 && index < fleet.interfaces() && fleet.interfaceName(index).equals(name) ? index : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The application index of a fleet application name, or -1. */
    int applicationIndex(String name) {
        if (name == null || !name.startsWith("scale-app-")) {
            return -1;
        }
        try {
            int index = Integer.parseInt(name.substring("scale-app-".length()));
            return index >= 0 && index < fleet.applications() ? index : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Invokers over every captured directory. */
    long invokers() {
        long total = 0;
        for (Directory<?> directory : new ArrayList<Directory<?>>(directories)) {
            total += directory.getAllInvokers().size();
        }
        return total;
    }
}

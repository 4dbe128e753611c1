package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.apache.dubbo.registry.support.SubscriptionMatcher;
import org.apache.zookeeper.common.PathUtils;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import static org.apache.dubbo.registry.support.RegistryKeys.ANY_VALUE;
import static org.apache.dubbo.registry.support.RegistryKeys.CONFIGURATORS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMERS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.DEFAULT_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.PROVIDERS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.ROUTERS_CATEGORY;

/**
 * The interface-level tree (registry spec 4.1):
 * {@code /{root}/{encoded interface}/{category}/{encoded URL full string}}, root from the registry {@code group}.
 */
final class ZookeeperPaths {

    static final String DEFAULT_ROOT = "dubbo";

    private static final List<String> ALL_CATEGORIES = Collections.unmodifiableList(Arrays.asList(
            PROVIDERS_CATEGORY, CONSUMERS_CATEGORY, ROUTERS_CATEGORY, CONFIGURATORS_CATEGORY));

    private final String root;
    /** The root followed by a slash, where interface directories start. */
    private final String rootDirectory;

    ZookeeperPaths(String root) {
        this.root = root;
        this.rootDirectory = "/".equals(root) ? root : root + "/";
    }

    /**
     * {@code /} + the registry URL's {@code group} (default {@code dubbo}); a group starting with a slash is used as
     * is; {@code /} alone puts interfaces directly under the ZooKeeper root.
     *
     * @throws IllegalArgumentException naming the group if it is not a valid ZooKeeper path
     */
    static String rootOf(URL registryUrl) {
        String group = registryUrl.getGroup(DEFAULT_ROOT).trim();
        String root = group.startsWith("/") ? group : "/" + group;
        while (root.length() > 1 && root.endsWith("/")) {
            root = root.substring(0, root.length() - 1);
        }
        try {
            PathUtils.validatePath(root);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid registry parameter group=" + registryUrl.getGroup()
                    + ": " + e.getMessage(), e);
        }
        return root;
    }

    String root() {
        return root;
    }

    /** The directory of one interface, its name form-encoded. */
    String serviceDirectory(String interfaceName) {
        return rootDirectory + URL.encode(interfaceName);
    }

    String categoryPath(String interfaceName, String category) {
        return serviceDirectory(interfaceName) + "/" + category;
    }

    /** Where {@code url} is registered: its interface, its category (default {@code providers}), its full string. */
    String nodePath(URL url) {
        if (url.getServiceInterface() == null) {
            throw new IllegalArgumentException("Cannot register " + url + ": it names no interface (path or "
                    + RegistryKeys.INTERFACE + " parameter)");
        }
        return categoryPath(url.getServiceInterface(), url.getCategory(DEFAULT_CATEGORY)) + "/"
                + URL.encode(url.toFullString());
    }

    /**
     * The categories a subscription URL asks for: its {@code category} list (default {@code providers}), all four
     * for {@code *}, all four minus the excluded ones for a list of {@code -name} exclusions only.
     */
    static List<String> categories(URL subscribedUrl) {
        String[] entries = subscribedUrl.getParameter(RegistryKeys.CATEGORY, new String[] {DEFAULT_CATEGORY});
        List<String> wanted = new ArrayList<>();
        boolean excluding = false;
        for (String entry : entries) {
            if (ANY_VALUE.equals(entry)) {
                return ALL_CATEGORIES;
            }
            if (entry.startsWith("-")) {
                excluding = true;
            } else if (!wanted.contains(entry)) {
                wanted.add(entry);
            }
        }
        if (wanted.isEmpty() && excluding) {
            for (String category : ALL_CATEGORIES) {
                if (SubscriptionMatcher.acceptsCategory(subscribedUrl.getCategory(), category)) {
                    wanted.add(category);
                }
            }
        }
        return wanted;
    }

    /** The category named by the last segment of a category path. */
    static String categoryOf(String categoryPath) {
        return categoryPath.substring(categoryPath.lastIndexOf('/') + 1);
    }
}

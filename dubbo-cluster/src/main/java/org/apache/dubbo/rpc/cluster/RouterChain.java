package org.apache.dubbo.rpc.cluster;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.router.RouterResult;
import org.apache.dubbo.rpc.cluster.router.condition.ConditionStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.BitList;
import org.apache.dubbo.rpc.cluster.router.state.StateRouter;
import org.apache.dubbo.rpc.cluster.router.state.StateRouterFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The routers of one reference, applied to its provider list on every call: first the state routers — those of
 * the activated {@link StateRouterFactory} extensions in their order (tag, service, provider-app and app condition
 * rules from the config center, and users' own), then the registry's {@code route://} rules — then the
 * {@link Router}s of {@link RouterFactory} extensions in priority order. The reference's {@code router} attribute
 * adds or removes extensions by name ({@code router="-tag"}, {@code router="-default,mine"}).
 *
 * <p>The provider list is handed to every router when it changes ({@link #setInvokers}); calls only read.
 */
public final class RouterChain<T> {

    private static final Logger logger = LoggerFactory.getLogger(RouterChain.class);
    private static final String ROUTER_KEY = "router";

    private final URL consumerUrl;
    private final List<StateRouter<T>> builtinRouters;
    private final List<Router> routers;
    /** The state routers in order, linked; replaced when the registry's rules change. */
    private volatile StateRouter<T> head;
    private volatile List<StateRouter<T>> registryRouters = Collections.emptyList();
    private volatile List<Invoker<T>> invokers = Collections.emptyList();
    private volatile BitList<Invoker<T>> invokerBits = BitList.emptyList();

    private RouterChain(URL consumerUrl, List<StateRouter<T>> builtinRouters, List<Router> routers) {
        this.consumerUrl = consumerUrl;
        this.builtinRouters = builtinRouters;
        this.routers = routers;
        link();
    }

    /**
     * The routers of a reference of {@code type} with the consumer URL {@code consumerUrl}.
     *
     * @throws IllegalStateException if {@code router} names an unknown extension
     */
    public static <T> RouterChain<T> buildChain(Class<T> type, URL consumerUrl) {
        ExtensionLoader<StateRouterFactory> stateFactories = ExtensionLoader.getExtensionLoader(StateRouterFactory.class);
        ExtensionLoader<RouterFactory> factories = ExtensionLoader.getExtensionLoader(RouterFactory.class);
        List<String> names = routerNames(consumerUrl, stateFactories, factories);
        List<StateRouter<T>> stateRouters = new ArrayList<>();
        for (StateRouterFactory factory : stateFactories.getActivateExtension(consumerUrl,
                namesOf(names, stateFactories), null)) {
            stateRouters.add(factory.getRouter(type, consumerUrl));
        }
        List<Router> routers = new ArrayList<>();
        for (RouterFactory factory : factories.getActivateExtension(consumerUrl, namesOf(names, factories), null)) {
            Router router = factory.getRouter(consumerUrl);
            if (router != null) {
                routers.add(router);
            }
        }
        Collections.sort(routers);
        return new RouterChain<>(consumerUrl, Collections.unmodifiableList(stateRouters),
                Collections.unmodifiableList(routers));
    }

    /** The names of the reference's {@code router} attribute; one neither kind of extension knows is an error. */
    private static List<String> routerNames(URL consumerUrl, ExtensionLoader<?> stateFactories,
                                            ExtensionLoader<?> factories) {
        String value = consumerUrl.getParameter(ROUTER_KEY);
        List<String> names = new ArrayList<>();
        if (value == null || value.trim().isEmpty()) {
            return names;
        }
        for (String name : value.split("\\s*,\\s*")) {
            String bare = name.trim().startsWith("-") ? name.trim().substring(1) : name.trim();
            if (bare.isEmpty()) {
                continue;
            }
            if (!"default".equals(bare) && !stateFactories.hasExtension(bare) && !factories.hasExtension(bare)) {
                throw new IllegalStateException("router=\"" + value + "\" of " + consumerUrl.getServiceKey()
                        + " names '" + bare + "', which is neither a StateRouterFactory (" 
                        + stateFactories.getSupportedExtensions() + ") nor a RouterFactory ("
                        + factories.getSupportedExtensions() + ") extension");
            }
            names.add(name.trim());
        }
        return names;
    }

    /** The names that concern {@code loader}: removals, {@code default}, and its own extensions. */
    private static String[] namesOf(List<String> names, ExtensionLoader<?> loader) {
        List<String> own = new ArrayList<>();
        for (String name : names) {
            String bare = name.startsWith("-") ? name.substring(1) : name;
            if (name.startsWith("-") || "default".equals(bare) || loader.hasExtension(bare)) {
                own.add(name);
            }
        }
        return own.toArray(new String[0]);
    }

    private synchronized void link() {
        List<StateRouter<T>> all = new ArrayList<>(builtinRouters);
        all.addAll(registryRouters);
        for (int i = 0; i < all.size(); i++) {
            all.get(i).setNextRouter(i + 1 < all.size() ? all.get(i + 1) : null);
        }
        head = all.isEmpty() ? null : all.get(0);
    }

    /** The current provider list; every router is told it. */
    public synchronized void setInvokers(List<Invoker<T>> current) {
        // a snapshot never changes and is kept as it is (a directory of thousands of providers hands one over on every
        // notification); another list is copied, since its owner may change it later
        List<Invoker<T>> list = current instanceof InvokerSnapshot ? current
                : Collections.unmodifiableList(new ArrayList<>(current));
        BitList<Invoker<T>> bits = new BitList<>(list);
        invokers = list;
        invokerBits = bits;
        for (StateRouter<T> router : builtinRouters) {
            notifyQuietly(router, bits.clone());
        }
        for (StateRouter<T> router : registryRouters) {
            notifyQuietly(router, bits.clone());
        }
        for (Router router : routers) {
            try {
                router.notify(list);
            } catch (RuntimeException e) {
                logger.error("Router {} failed on the provider list of {}: {}", router, consumerUrl.getServiceKey(),
                        e.toString(), e);
            }
        }
    }

    private void notifyQuietly(StateRouter<T> router, BitList<Invoker<T>> bits) {
        try {
            router.notify(bits);
        } catch (RuntimeException e) {
            logger.error("Router {} failed on the provider list of {}: {}", router, consumerUrl.getServiceKey(),
                    e.toString(), e);
        }
    }

    /**
     * Replaces the route rules of the registry's {@code routers} category ({@code route://...&rule=...}); a rule that
     * does not parse is reported once and left out. An {@code empty://} entry, or none, means no rules.
     */
    public synchronized void setRegistryRoutes(List<URL> routeUrls) {
        List<StateRouter<T>> next = new ArrayList<>();
        for (URL url : routeUrls) {
            if ("empty".equals(url.getProtocol())) {
                continue;
            }
            String type = url.getParameter(ROUTER_KEY, "condition");
            if (!"condition".equals(type)) {
                ExtensionLoader<StateRouterFactory> factories = ExtensionLoader.getExtensionLoader(StateRouterFactory.class);
                if (!factories.hasExtension(type)) {
                    logger.error("Route rule {} of {} is ignored: router type '{}' is not supported (condition and"
                            + " {} are)", url, consumerUrl.getServiceKey(), type, factories.getSupportedExtensions());
                    continue;
                }
                next.add(factories.getExtension(type).getRouter(null, url));
                continue;
            }
            try {
                next.add(new ConditionStateRouter<>(url));
            } catch (IllegalArgumentException e) {
                logger.error("Route rule {} of {} is ignored: {}", url, consumerUrl.getServiceKey(), e.getMessage());
            }
        }
        List<StateRouter<T>> previous = registryRouters;
        registryRouters = Collections.unmodifiableList(next);
        for (StateRouter<T> router : next) {
            notifyQuietly(router, invokerBits.clone());
        }
        link();
        for (StateRouter<T> router : previous) {
            router.stop();
        }
        if (!next.isEmpty() || !previous.isEmpty()) {
            logger.info("{} now has {} registry route rules", consumerUrl.getServiceKey(), next.size());
        }
    }

    /**
     * The providers of {@code current} (the list last given to {@link #setInvokers}) that may serve
     * {@code invocation}; {@code current} itself when no router changed anything.
     */
    public List<Invoker<T>> route(URL url, List<Invoker<T>> current, Invocation invocation) {
        if (current.isEmpty()) {
            return current;
        }
        StateRouter<T> first = head;
        List<Invoker<T>> result = current;
        if (first != null) {
            BitList<Invoker<T>> bits = current == invokers ? invokerBits.clone() : new BitList<>(current);
            BitList<Invoker<T>> routed = first.route(bits, url, invocation, false, null);
            if (routed.size() != current.size()) {
                result = current instanceof InvokerSnapshot && !routed.hasMoreElementInTailList()
                        ? InvokerSubset.of((InvokerSnapshot<T>) current, routed.originPositions())
                        : routed.cloneToArrayList();
            }
        }
        for (Router router : routers) {
            RouterResult<Invoker<T>> routed = router.route(result, url, invocation, false);
            if (routed != null && routed.getResult() != null) {
                result = routed.getResult();
            }
            if (routed != null && !routed.isNeedContinueRoute()) {
                break;
            }
        }
        return result;
    }

    /** Whether this chain has any router at all. */
    public boolean isEmpty() {
        return head == null && routers.isEmpty();
    }

    /** The state routers in order, for diagnostics. */
    public List<StateRouter<T>> getStateRouters() {
        List<StateRouter<T>> all = new ArrayList<>(builtinRouters);
        all.addAll(registryRouters);
        return Collections.unmodifiableList(all);
    }

    public List<Router> getRouters() {
        return routers;
    }

    /** Stops every router (they stop listening to their rules). */
    public synchronized void destroy() {
        for (StateRouter<T> router : getStateRouters()) {
            try {
                router.stop();
            } catch (RuntimeException e) {
                logger.warn("Router {} failed to stop: {}", router, e.toString());
            }
        }
        for (Router router : routers) {
            try {
                router.stop();
            } catch (RuntimeException e) {
                logger.warn("Router {} failed to stop: {}", router, e.toString());
            }
        }
    }
}

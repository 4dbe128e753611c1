package org.apache.dubbo.registry.integration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.Version;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.registry.AddressListener;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.support.ProviderUrlMerger;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.RouterChain;
import org.apache.dubbo.rpc.cluster.configurator.parser.ConfigParser;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRules;
import org.apache.dubbo.rpc.cluster.governance.RuleSubscription;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The providers of one reference as a registry reports them. Every {@code providers} notification replaces the
 * invoker list: each provider URL is merged with the consumer's parameters (registry spec 4.8), the
 * {@code configurators} rules are applied, disabled providers and protocols the consumer did not ask for are left
 * out, and an invoker is created per distinct resulting URL — or reused when an identical URL already had one.
 * Invokers of providers that disappeared are closed in the background, after their calls in flight finish (up to
 * {@code shutdown.wait}, default 3000 ms).
 *
 * <p>An {@code empty://} provider notification makes the directory <em>forbidden</em>: calls fail at once with
 * {@link RpcException#FORBIDDEN_EXCEPTION} until providers appear again. Before the first notification, and
 * after one whose providers were all filtered out, the list is simply empty.
 */
public class RegistryDirectory<T> implements Directory<T>, NotifyListener {

    /** How many provider addresses a change of the provider list names in its log line. */
    static final int LOGGED_ADDRESSES = 10;
    private static final Logger logger = LoggerFactory.getLogger(RegistryDirectory.class);
    private static final String CONFIGURATORS_SUFFIX = ".configurators";

    /** Closes invokers of vanished providers; closing waits for their calls in flight, so never on the notifier. */
    private static final ExecutorService CLOSER = closer();

    /** Keys of the consumer URL that only make sense to the consumer process itself. */
    private static final List<String> LOCAL_CONSUMER_KEYS = Arrays.asList(RegistryKeys.REGISTER_IP);
    /** {@code lazy=true}: providers are connected, and their invokers created, on their first call. */
    private static final String LAZY = "lazy";

    private final Class<T> type;
    private final URL registryUrl;
    private final URL consumerUrl;
    /**
     * Merges a provider URL with the consumer's parameters (but the local-only ones, registry spec 4.8), once per
     * distinct set of provider parameters.
     */
    private final UnaryOperator<URL> merger;
    private final Set<String> acceptedProtocols;
    private final Runnable onDestroy;
    private final RouterChain<T> routerChain;
    /**
     * Guarded by this: derives the URLs to call with the rules of {@link #table} and creates their protocol invokers,
     * for the {@link DeferredInvoker}s of a {@code lazy} reference; replaced when the rules change.
     */
    private LazyReferrer lazyReferrer;

    private volatile List<Invoker<T>> invokers = Collections.emptyList();
    private volatile boolean forbidden;
    private volatile boolean destroyed;

    /**
     * Guarded by this: the invoker of each notified provider URL (as the registry handed it), valid for the override
     * rules {@link #invokersRules}. A notification re-uses the invoker of every provider URL it repeats without
     * merging or comparing anything else, so a registry that re-sends a whole list of a million providers to report
     * one change costs two array reads per unchanged provider sent again in its place (a hash lookup otherwise).
     */
    private ProviderTable<T> table = ProviderTable.empty();
    /** Guarded by this: the rules {@link #table} was built with. */
    private OverrideRules invokersRules;
    /** Guarded by this: the parts {@link #combinedRules} was made of, to give the same object for the same rules. */
    private List<Object> combinedRulesParts = Collections.emptyList();
    private OverrideRules combinedRules;
    /** Guarded by this: the last notified provider URLs, re-used when only the rules change. */
    private List<URL> providerUrls = Collections.emptyList();
    /** Guarded by this: the registry's {@code configurators}. */
    private OverrideRules rules = OverrideRules.NONE;
    /** The config center's override rules of the consumer application, then of the service. */
    private final List<RuleSubscription<OverrideRules>> configCenterRules = new ArrayList<>();
    /** Guarded by this. */
    private final Set<String> reportedProblems = new HashSet<>();
    /** Guarded by this. */
    private Registry registry;
    /** Guarded by this. */
    private URL subscribedUrl;
    /** Guarded by this. */
    private URL registeredConsumerUrl;

    /**
     * @param registryUrl the registry's own URL ({@code zookeeper://...} or {@code service-discovery-registry://...})
     * @param consumerUrl the reference's consumer URL with all its parameters
     * @param onDestroy   run once after {@link #destroy()} released everything (e.g. to release the registry)
     */
    public RegistryDirectory(Class<T> type, URL registryUrl, URL consumerUrl, Runnable onDestroy) {
        if (type == null || registryUrl == null || consumerUrl == null) {
            throw new IllegalArgumentException("A registry directory needs an interface, a registry URL and a"
                    + " consumer URL");
        }
        this.type = type;
        this.registryUrl = registryUrl;
        this.consumerUrl = consumerUrl;
        Map<String, String> parameters = new LinkedHashMap<>(consumerUrl.getParameters());
        parameters.keySet().removeAll(LOCAL_CONSUMER_KEYS);
        this.merger = ProviderUrlMerger.forConsumer(Collections.unmodifiableMap(parameters));
        String protocols = consumerUrl.getParameter("protocol");
        this.acceptedProtocols = protocols == null || protocols.trim().isEmpty() ? Collections.<String>emptySet()
                : new HashSet<>(Arrays.asList(protocols.trim().split("\\s*,\\s*")));
        this.onDestroy = onDestroy;
        this.routerChain = RouterChain.buildChain(type, consumerUrl);
    }

    /** Registers the consumer URL at {@code registry}; it is unregistered on {@link #destroy()}. */
    public synchronized void register(Registry registry, URL consumerRegistration) {
        registry.register(consumerRegistration);
        this.registry = registry;
        this.registeredConsumerUrl = consumerRegistration;
    }

    /**
     * Subscribes at {@code registry}; the registry delivers the current lists before this returns when it can
     * read them.
     */
    public void subscribe(Registry registry, URL subscription) {
        synchronized (this) {
            this.registry = registry;
            this.subscribedUrl = subscription;
            followConfigCenterRules();
        }
        // Outside the lock: the registry calls notify() on its own thread for later changes.
        registry.subscribe(subscription, this);
    }

    /**
     * Follows the override rules of the config center that concern this reference, as Apache Dubbo does:
     * {@code {consumer application}.configurators}, then {@code {interface}:{version}:{group}.configurators}.
     */
    private void followConfigCenterRules() {
        if (!configCenterRules.isEmpty()) {
            return;
        }
        GovernanceRuleRepository repository = GovernanceRules.repository(consumerUrl);
        String application = consumerUrl.getParameter(RegistryKeys.APPLICATION);
        List<String> keys = new ArrayList<>();
        if (application != null && !application.isEmpty()) {
            keys.add(application + CONFIGURATORS_SUFFIX);
        }
        keys.add(consumerUrl.getColonSeparatedKey() + CONFIGURATORS_SUFFIX);
        for (String key : keys) {
            RuleSubscription<OverrideRules> subscription = new RuleSubscription<>(repository, key,
                    GovernanceRuleRepository.DEFAULT_GROUP,
                    content -> OverrideRules.of(ConfigParser.parse(content, "override rule " + key)),
                    changed -> rulesChanged());
            configCenterRules.add(subscription);
            subscription.start();
        }
    }

    private synchronized void rulesChanged() {
        if (!destroyed) {
            refresh(providerUrls, false);
        }
    }

    /** The override rules in force: the registry's, then the config center's. */
    private OverrideRules overrideRules() {
        List<Object> parts = new ArrayList<>(1 + configCenterRules.size());
        parts.add(rules);
        for (RuleSubscription<OverrideRules> subscription : configCenterRules) {
            parts.add(subscription.current());
        }
        if (combinedRules != null && sameObjects(parts, combinedRulesParts)) {
            return combinedRules;
        }
        OverrideRules all = rules;
        for (RuleSubscription<OverrideRules> subscription : configCenterRules) {
            OverrideRules current = subscription.current();
            if (current != null) {
                all = all.then(current);
            }
        }
        combinedRulesParts = parts;
        combinedRules = all;
        return all;
    }

    private static boolean sameObjects(List<Object> a, List<Object> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            if (a.get(i) != b.get(i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void notify(List<URL> urls) {
        if (urls == null || urls.isEmpty()) {
            return;
        }
        synchronized (this) {
            if (destroyed) {
                return;
            }
            List<AddressListener> listeners = addressListeners();
            // the usual notification, a registry's provider list, is applied in one pass over it
            if (listeners.isEmpty() && refresh(urls, true)) {
                return;
            }
            List<URL> providers = null;
            for (Map.Entry<String, List<URL>> category : byCategory(urls).entrySet()) {
                switch (category.getKey()) {
                    case RegistryKeys.PROVIDERS_CATEGORY:
                        providers = category.getValue();
                        break;
                    case RegistryKeys.CONFIGURATORS_CATEGORY:
                        rules = OverrideRules.of(category.getValue());
                        break;
                    case RegistryKeys.ROUTERS_CATEGORY:
                        routerChain.setRegistryRoutes(category.getValue());
                        break;
                    default:
                        break;
                }
            }
            refresh(providers != null ? applyListeners(listeners, providers) : providerUrls, false);
        }
    }

    /** The provider list after {@code listeners} (the activated {@link AddressListener}s), in their order. */
    private List<URL> applyListeners(List<AddressListener> listeners, List<URL> providers) {
        List<URL> result = providers;
        for (AddressListener listener : listeners) {
            try {
                List<URL> changed = listener.notify(result, consumerUrl, this);
                result = changed == null ? result : changed;
            } catch (RuntimeException e) {
                logger.error("Address listener {} failed on the providers of {}: {}; its change is skipped",
                        listener, consumerUrl.getServiceKey(), e.toString(), e);
            }
        }
        return result;
    }

    private List<AddressListener> addressListeners() {
        return ExtensionLoader.getExtensionLoader(AddressListener.class).getActivateExtension(consumerUrl,
                (String[]) null);
    }

    /**
     * Makes {@code notified} the providers. When {@code onlyIfProviders}, a list that turns out to hold a URL of
     * another category (configurators, routers) is left alone and false returned, before anything changed: the
     * provider URLs the table already holds are known to be providers without reading them, so the category is
     * read only for the new ones, in the same pass that applies the list.
     */
    private boolean refresh(List<URL> notified, boolean onlyIfProviders) {
        if (notified.size() == 1 && RegistryKeys.EMPTY_PROTOCOL.equals(notified.get(0).getProtocol())) {
            if (onlyIfProviders && !ProviderListPass.isProvider(notified.get(0))) {
                return false;
            }
            providerUrls = notified;
            if (!forbidden) {
                logger.info("No provider of {} is registered at {} any more", consumerUrl.getServiceKey(),
                        registryUrl.getAddress());
            }
            forbidden = true;
            replaceInvokers(ProviderTable.<T>empty(), new BitSet());
            return true;
        }
        OverrideRules rules = overrideRules();
        boolean sameRules = rules == invokersRules;
        ProviderTable<T> previous = table;
        ProviderListPass<T> pass = ProviderListPass.of(notified, previous, sameRules, onlyIfProviders);
        if (pass == null) {
            return false;
        }
        ProviderTable<T> next = pass.next();
        forbidden = false;
        if (pass.unknownCount() > 0) {
            createInvokers(pass, rules, sameRules ? Collections.<URL, Invoker<T>>emptyMap() : byMergedUrl(previous));
        }
        next = next.build();
        if (next.isEmpty() && !notified.isEmpty()) {
            logger.warn("None of the {} providers of {} registered at {} can be used by this consumer (protocol {},"
                    + " disabled or not creatable): {}", notified.size(), consumerUrl.getServiceKey(),
                    registryUrl.getAddress(), acceptedProtocols.isEmpty() ? "any" : acceptedProtocols,
                    notified.size() > 10 ? notified.subList(0, 10) + " ..." : notified);
        }
        invokersRules = rules;
        // kept to apply changed rules again; the table's own list when it holds every provider notified
        providerUrls = next.size() == notified.size() ? next.providers()
                : Collections.unmodifiableList(new ArrayList<>(notified));
        replaceInvokers(next, pass.notifiedAgain());
        return true;
    }

    /**
     * Fills the placeholders of the table {@code pass} built (its new providers, in table order): merges each new
     * provider with the consumer's parameters and the rules, and gives it the invoker of {@code reusable} with the same
     * merged URL or a new one. Providers that are not wanted, disabled, or whose merged URL another provider of the
     * table already has (a known one first, then the first new one) keep their placeholder, which
     * {@link ProviderTable#build()} drops.
     */
    private void createInvokers(ProviderListPass<T> pass, OverrideRules rules, Map<URL, Invoker<T>> reusable) {
        ProviderTable<T> table = pass.next();
        // each new merged URL with the table position of its first provider, in notified order
        Map<URL, Integer> merges = new LinkedHashMap<>(pass.unknownCount() * 4 / 3 + 1);
        for (int p = 0; p < pass.unknownCount(); p++) {
            int i = pass.unknownPosition(p);
            URL provider = table.providerAt(i);
            if (!isWanted(provider)) {
                continue;
            }
            URL url = urlToCall(provider, rules);
            if (url.getParameter("disabled", false) || !url.getParameter(RegistryKeys.ENABLED, true)) {
                continue;
            }
            merges.putIfAbsent(url, i);
        }
        if (merges.size() < table.size()) {
            dropMergesOfKnownInvokers(table, merges);
        }
        for (Map.Entry<URL, Integer> merge : merges.entrySet()) {
            URL url = merge.getKey();
            int position = merge.getValue();
            Invoker<T> invoker = reusable.get(url);
            table.setInvokerAt(position, invoker != null ? invoker : create(url, table.providerAt(position), rules),
                    url.hashCode());
        }
    }

    /**
     * Removes from {@code merges} the merged URLs an invoker of {@code table} already has: that provider keeps its
     * invoker, and the new one with the same merged URL is left out. A known invoker's URL is read only when its hash
     * is one of the new ones, which a 256-bit filter mostly rules out first. (A method of its own: on a first list
     * it runs only when some provider was left out, so the JIT compiles it from the changes that need it.)
     */
    private static <T> void dropMergesOfKnownInvokers(ProviderTable<T> table, Map<URL, Integer> merges) {
        if (merges.isEmpty()) {
            return;
        }
        int[] newHashes = new int[merges.size()];
        long[] filter = new long[4];
        int n = 0;
        for (URL url : merges.keySet()) {
            int hash = url.hashCode();
            newHashes[n++] = hash;
            filter[(hash >>> 6) & 3] |= 1L << hash;
        }
        Arrays.sort(newHashes);
        for (int i = 0; i < table.size(); i++) {
            int hash = table.mergedHashAt(i);
            if ((filter[(hash >>> 6) & 3] & (1L << hash)) == 0) {
                continue;
            }
            Invoker<T> known = table.invokerAt(i);
            if (known != null && Arrays.binarySearch(newHashes, hash) >= 0) {
                merges.remove(known.getUrl());
            }
        }
    }

    private static <T> boolean sameInvokers(ProviderTable<T> next, List<Invoker<T>> current) {
        if (next.size() != current.size() || current.isEmpty()) {
            return false;
        }
        for (int i = 0; i < next.size(); i++) {
            if (next.invokerAt(i) != current.get(i)) {
                return false;
            }
        }
        return true;
    }

    /** The invokers of {@code table} by the URL they were created with. */
    private static <T> Map<URL, Invoker<T>> byMergedUrl(ProviderTable<T> table) {
        Map<URL, Invoker<T>> map = new HashMap<>(table.size() * 4 / 3 + 1);
        for (int i = 0; i < table.size(); i++) {
            map.put(table.invokerAt(i).getUrl(), table.invokerAt(i));
        }
        return map;
    }

    private boolean isWanted(URL provider) {
        String protocol = provider.getProtocol();
        if (!acceptedProtocols.isEmpty() && !acceptedProtocols.contains(protocol)) {
            return false;
        }
        if (!ExtensionLoader.getExtensionLoader(Protocol.class).hasExtension(protocol)) {
            reportOnce("protocol:" + protocol, "Provider {} of {} uses protocol '{}', which this process does not"
                    + " support; it is skipped (supported: {})", provider.getAddress(), consumerUrl.getServiceKey(),
                    protocol, ExtensionLoader.getExtensionLoader(Protocol.class).getSupportedExtensions());
            return false;
        }
        return true;
    }

    /**
     * The URL the consumer calls for {@code provider}: merged with the consumer's parameters, then with the override
     * rules.
     */
    private URL urlToCall(URL provider, OverrideRules rules) {
        return rules.apply(merger.apply(provider), provider.getParameter(RegistryKeys.APPLICATION),
                consumerUrl.getHost(), consumerUrl.getParameter(RegistryKeys.APPLICATION));
    }

    /** The invoker of {@code url}, which is {@code urlToCall(provider, rules)}; null when it cannot be created. */
    private Invoker<T> create(URL url, URL provider, OverrideRules rules) {
        if (url.getParameter(LAZY, false)) {
            if (lazyReferrer == null || lazyReferrer.rules != rules) {
                lazyReferrer = new LazyReferrer(rules);
            }
            return new DeferredInvoker<>(provider, lazyReferrer);
        }
        try {
            return refer(type, url);
        } catch (RuntimeException e) {
            // tried again on every notification; told once per provider address
            if (reportedProblems.add("create:" + url.getAddress())) {
                logger.error("Cannot create an invoker for provider {} of {}; it is skipped, and tried again on each"
                        + " notification: {}", url.getAddress(), consumerUrl.getServiceKey(), e.toString(), e);
            } else if (logger.isDebugEnabled()) {
                logger.debug("Still cannot create an invoker for provider {} of {}: {}", url.getAddress(),
                        consumerUrl.getServiceKey(), e.toString());
            }
            return null;
        }
    }

    private static <T> Invoker<T> refer(Class<T> type, URL url) {
        return ExtensionLoader.getExtensionLoader(Protocol.class).getExtension(url.getProtocol()).refer(type, url);
    }

    /**
     * Makes {@code next} the current table, hands its invokers to the routers (unless the list is the same as
     * before) and closes, later, the invokers no longer listed: those of the previous positions not in
     * {@code notifiedAgain}, or, when that is null (the rules changed, and invokers were kept by their merged URL),
     * those {@code next} does not hold.
     */
    private void replaceInvokers(ProviderTable<T> next, BitSet notifiedAgain) {
        ProviderTable<T> previous = table;
        table = next;
        if (sameInvokers(next, invokers)) {
            // the list was sent again unchanged (ZooKeeper re-sends a whole service for any change): the routers
            // keep what they computed
            return;
        }
        List<Invoker<T>> current = next.invokers();
        routerChain.setInvokers(current);
        invokers = current;
        List<Invoker<T>> stale = staleInvokers(previous, current, notifiedAgain);
        if (!stale.isEmpty() || previous.size() != next.size()) {
            logger.info("{} now has {} providers from {}://{}{}: {}", consumerUrl.getServiceKey(), next.size(),
                    registryUrl.getProtocol(), registryUrl.getAddress(),
                    stale.isEmpty() ? "" : " (" + stale.size() + " gone)", addresses(next.providers()));
        }
        closeLater(stale);
    }

    /**
     * The invokers of {@code previous} that {@code current} no longer holds: those at the positions not in
     * {@code notifiedAgain}, or, when that is null, those not in {@code current} by identity.
     */
    private static <T> List<Invoker<T>> staleInvokers(ProviderTable<T> previous, List<Invoker<T>> current,
                                                      BitSet notifiedAgain) {
        List<Invoker<T>> stale = new ArrayList<>();
        if (notifiedAgain != null) {
            for (int i = notifiedAgain.nextClearBit(0); i < previous.size(); i = notifiedAgain.nextClearBit(i + 1)) {
                stale.add(previous.invokerAt(i));
            }
            return stale;
        }
        Set<Invoker<T>> kept = Collections.newSetFromMap(new IdentityHashMap<Invoker<T>, Boolean>(current.size()));
        kept.addAll(current);
        for (int i = 0; i < previous.size(); i++) {
            if (!kept.contains(previous.invokerAt(i))) {
                stale.add(previous.invokerAt(i));
            }
        }
        return stale;
    }

    /** The providers' addresses for a log line: the first {@value #LOGGED_ADDRESSES}, then how many more. */
    static String addresses(Collection<URL> providers) {
        StringBuilder text = new StringBuilder("[");
        int shown = 0;
        for (URL provider : providers) {
            if (shown == LOGGED_ADDRESSES) {
                text.append(", and ").append(providers.size() - shown).append(" more");
                break;
            }
            text.append(shown++ == 0 ? "" : ", ").append(provider.getAddress());
        }
        return text.append(']').toString();
    }

    private void reportOnce(String key, String format, Object... arguments) {
        if (reportedProblems.add(key)) {
            logger.warn(format, arguments);
        }
    }

    private static Map<String, List<URL>> byCategory(List<URL> urls) {
        Map<String, List<URL>> byCategory = new LinkedHashMap<>();
        for (URL url : urls) {
            String category = url.getParameter(RegistryKeys.CATEGORY, RegistryKeys.DEFAULT_CATEGORY);
            byCategory.computeIfAbsent(category, c -> new ArrayList<>()).add(url);
        }
        return byCategory;
    }

    @Override
    public List<Invoker<T>> list(Invocation invocation) throws RpcException {
        if (destroyed) {
            throw new RpcException("The registry directory of " + consumerUrl.getServiceKey() + " is destroyed");
        }
        if (forbidden) {
            throw new RpcException(RpcException.FORBIDDEN_EXCEPTION, "No provider available from registry "
                    + registryUrl.getAddress() + " for service " + consumerUrl.getServiceKey() + " on consumer "
                    + consumerUrl.getHost() + " use dubbo version " + Version.getVersion()
                    + ", please check status of providers (disabled, not registered or in blacklist).");
        }
        return routerChain.route(consumerUrl, invokers, invocation);
    }

    /** The routers of this reference. */
    public RouterChain<T> getRouterChain() {
        return routerChain;
    }

    @Override
    public List<Invoker<T>> getAllInvokers() {
        return invokers;
    }

    /** Whether the registry last reported no provider at all ({@code empty://}). */
    public boolean isForbidden() {
        return forbidden;
    }

    @Override
    public Class<T> getInterface() {
        return type;
    }

    @Override
    public URL getConsumerUrl() {
        return consumerUrl;
    }

    /** The registry's URL. */
    @Override
    public URL getUrl() {
        return registryUrl;
    }

    @Override
    public boolean isAvailable() {
        if (destroyed || forbidden) {
            return false;
        }
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                return true;
            }
        }
        return false;
    }

    /**
     * Unregisters the consumer, unsubscribes, closes every invoker (waiting for calls in flight) and runs the
     * destroy callback. Registry failures are logged: they must not keep the reference from closing.
     */
    @Override
    public void destroy() {
        Registry from;
        URL subscription;
        URL registration;
        Collection<Invoker<T>> toClose;
        synchronized (this) {
            if (destroyed) {
                return;
            }
            destroyed = true;
            from = registry;
            subscription = subscribedUrl;
            registration = registeredConsumerUrl;
            toClose = table.invokers();
            table = ProviderTable.empty();
            invokers = Collections.emptyList();
        }
        if (from != null) {
            try {
                if (registration != null) {
                    from.unregister(registration);
                }
                if (subscription != null) {
                    from.unsubscribe(subscription, this);
                }
            } catch (RuntimeException e) {
                logger.warn("Failed to leave registry {} for {}: {}", registryUrl.getAddress(),
                        consumerUrl.getServiceKey(), e.toString());
            }
        }
        routerChain.destroy();
        for (AddressListener listener : addressListeners()) {
            try {
                listener.destroy(consumerUrl, this);
            } catch (RuntimeException e) {
                logger.warn("Address listener {} failed to release {}: {}", listener, consumerUrl.getServiceKey(),
                        e.toString());
            }
        }
        for (RuleSubscription<OverrideRules> rule : configCenterRules) {
            rule.stop();
        }
        for (Invoker<T> invoker : toClose) {
            destroyQuietly(invoker);
        }
        if (onDestroy != null) {
            onDestroy.run();
        }
    }

    private static void closeLater(List<? extends Invoker<?>> stale) {
        for (Invoker<?> invoker : stale) {
            CLOSER.execute(() -> destroyQuietly(invoker));
        }
    }

    private static void destroyQuietly(Invoker<?> invoker) {
        try {
            invoker.destroy();
        } catch (RuntimeException e) {
            logger.warn("Failed to close invoker {}: {}", invoker, e.toString());
        }
    }

    private static ExecutorService closer() {
        ThreadPoolExecutor executor = new ThreadPoolExecutor(4, 4, 30, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                new NamedThreadFactory("DubboInvokerCloser", true));
        executor.allowCoreThreadTimeOut(true);
        return executor;
    }

    /** {@link DeferredInvoker.Factory} of this directory with one set of override rules. */
    private final class LazyReferrer implements DeferredInvoker.Factory<T> {
        final OverrideRules rules;

        LazyReferrer(OverrideRules rules) {
            this.rules = rules;
        }

        @Override
        public Class<T> type() {
            return type;
        }

        @Override
        public URL urlOf(URL provider) {
            return urlToCall(provider, rules);
        }

        @Override
        public Invoker<T> create(URL url) {
            return refer(type, url);
        }
    }

    @Override
    public String toString() {
        return "RegistryDirectory(" + consumerUrl.getServiceKey() + " @ " + registryUrl.getAddress() + ", "
                + invokers.size() + " providers" + (forbidden ? ", forbidden" : "") + ")";
    }
}

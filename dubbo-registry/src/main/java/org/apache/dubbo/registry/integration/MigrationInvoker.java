package org.apache.dubbo.registry.integration;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.migration.model.MigrationRule;
import org.apache.dubbo.registry.client.migration.model.MigrationStep;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A reference that can move between interface-level and application-level discovery (registry spec 5.10), as
 * Apache Dubbo 3.3's does: its step comes from the application's migration rule in the config center, else the
 * reference's {@code migration.step}, else {@code dubbo.application.service-discovery.migration}, else
 * {@code APPLICATION_FIRST}, and changes live with the rule.
 *
 * <ul>
 *   <li>{@code FORCE_INTERFACE} / {@code FORCE_APPLICATION}: one side only. Moving there refers the new side first
 *       and waits for its addresses (the rule's {@code delay} seconds, else until it has some, at most 3 s); then,
 *       unless {@code force}, the move happens only if the new side has providers and their number is at least
 *       {@code threshold} times the old side's (Apache's address comparator); otherwise the reference stays where it
 *       was. The old side is closed after the switch: calls never go without a side.</li>
 *   <li>{@code APPLICATION_FIRST}: both sides; each call goes to the application-level providers when there are some
 *       and enough per {@code threshold} (default {@code dubbo.application.migration.threshold}, else 0), else to
 *       the interface-level ones; {@code proportion} (0-100, default 100) sends only that share of calls to the
 *       preferred side while the other has providers.</li>
 * </ul>
 */
final class MigrationInvoker<T> implements ClusterInvoker<T> {

    private static final Logger logger = LoggerFactory.getLogger(MigrationInvoker.class);

    static final String THRESHOLD_KEY = "migration.threshold";
    static final String THRESHOLD_PROPERTY = "dubbo.application.migration.threshold";
    static final String PROMOTION_KEY = "migration.promotion";
    static final String PROPORTION_KEY = "migration.proportion";
    static final String FORCE_KEY = "migration.force";
    static final String DELAY_KEY = "migration.delay";
    private static final long DEFAULT_ADDRESS_WAIT_MS = 3000;

    private final Class<T> type;
    private final URL registryUrl;
    private final URL consumerUrl;
    private final Function<Boolean, ReferredCluster<T>> refer;
    private volatile ReferredCluster<T> interfaceLevel;
    private volatile ReferredCluster<T> applicationLevel;
    private volatile MigrationStep step;
    private volatile double threshold;
    private volatile int proportion;
    private volatile boolean destroyed;
    private MigrationRuleListener listener;

    /**
     * @param refer refers the reference at one side: {@code true} the application level, {@code false} the
     *              interface level
     */
    MigrationInvoker(Class<T> type, URL registryUrl, URL consumerUrl, Function<Boolean, ReferredCluster<T>> refer) {
        this.type = type;
        this.registryUrl = registryUrl;
        this.consumerUrl = consumerUrl;
        this.refer = refer;
    }

    /**
     * Reads the rule in force and refers the sides of its step.
     *
     * @throws IllegalArgumentException naming the setting when a {@code migration.*} parameter or property is invalid
     */
    MigrationInvoker<T> start() {
        MigrationStep fallback = MigrationSettings.step(registryUrl, consumerUrl);
        this.threshold = MigrationSettings.threshold(consumerUrl);
        this.proportion = MigrationSettings.proportion(consumerUrl);
        listener = MigrationRuleListener.join(consumerUrl, this);
        try {
            MigrationRule rule = listener.rule();
            MigrationStep initial = rule == null ? null : rule.getStep(consumerUrl, providerApplications());
            this.step = initial != null ? initial : fallback;
            applySettings(rule);
            if (step != MigrationStep.FORCE_APPLICATION) {
                interfaceLevel = refer.apply(false);
            }
            if (step != MigrationStep.FORCE_INTERFACE) {
                applicationLevel = refer.apply(true);
            }
        } catch (RuntimeException e) {
            destroy();
            throw e;
        }
        logger.info("{} starts at migration step {}", consumerUrl.getServiceKey(), step);
        return this;
    }

    /** Applies a new rule (null: none); run on the migration thread. */
    synchronized void migrate(MigrationRule rule) {
        if (destroyed) {
            return;
        }
        Set<String> applications = providerApplications();
        MigrationStep ruled = rule == null ? null : rule.getStep(consumerUrl, applications);
        MigrationStep target = ruled != null ? ruled : MigrationSettings.step(registryUrl, consumerUrl);
        applySettings(rule);
        boolean force = MigrationSettings.force(consumerUrl, rule == null ? null : rule.getForce(consumerUrl,
                applications));
        long wait = addressWait(rule == null ? null : rule.getDelay(consumerUrl, applications));
        if (target == step && sidesPresent(target)) {
            return;
        }
        try {
            switch (target) {
                case APPLICATION_FIRST:
                    ensure(true, wait);
                    ensure(false, wait);
                    step = target;
                    break;
                case FORCE_APPLICATION:
                    moveTo(true, force, wait);
                    break;
                default:
                    moveTo(false, force, wait);
                    break;
            }
        } catch (RuntimeException e) {
            logger.error("Migration of {} to {} failed, it stays at {}: {}", consumerUrl.getServiceKey(), target,
                    step, e.toString(), e);
        }
    }

    /** Moves to one side: refers it, compares (unless forced), switches and closes the other side. */
    private void moveTo(boolean application, boolean force, long wait) {
        MigrationStep target = application ? MigrationStep.FORCE_APPLICATION : MigrationStep.FORCE_INTERFACE;
        boolean created = ensure(application, wait);
        ReferredCluster<T> next = application ? applicationLevel : interfaceLevel;
        ReferredCluster<T> previous = application ? interfaceLevel : applicationLevel;
        if (!force && previous != null && !shouldMigrate(next.providers(), previous.providers())) {
            logger.warn("{} stays at migration step {}: {} {}-level providers against {} {}-level ones, threshold {}",
                    consumerUrl.getServiceKey(), step, next.providers(), application ? "application" : "interface",
                    previous.providers(), application ? "interface" : "application", threshold);
            if (created && step != MigrationStep.APPLICATION_FIRST) {
                close(application);
            }
            return;
        }
        step = target;
        logger.info("{} migrated to {}", consumerUrl.getServiceKey(), target);
        close(!application);
    }

    /** Apache's comparator: the new side needs providers, and new / old >= threshold when the old side has some. */
    private boolean shouldMigrate(int next, int previous) {
        if (next == 0) {
            return false;
        }
        return previous == 0 || (double) next / previous >= threshold;
    }

    /** Refers a side if it is not referred yet and waits for its addresses; whether it was created now. */
    private boolean ensure(boolean application, long wait) {
        if ((application ? applicationLevel : interfaceLevel) != null) {
            return false;
        }
        ReferredCluster<T> created = refer.apply(application);
        if (application) {
            applicationLevel = created;
        } else {
            interfaceLevel = created;
        }
        long deadline = System.nanoTime() + wait * 1_000_000L;
        while (created.providers() == 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        return true;
    }

    private void close(boolean application) {
        ReferredCluster<T> side = application ? applicationLevel : interfaceLevel;
        if (application) {
            applicationLevel = null;
        } else {
            interfaceLevel = null;
        }
        if (side != null) {
            side.invoker.destroy();
        }
    }

    private boolean sidesPresent(MigrationStep target) {
        switch (target) {
            case FORCE_INTERFACE:
                return interfaceLevel != null && applicationLevel == null;
            case FORCE_APPLICATION:
                return applicationLevel != null && interfaceLevel == null;
            default:
                return interfaceLevel != null && applicationLevel != null;
        }
    }

    private void applySettings(MigrationRule rule) {
        Set<String> applications = rule == null ? null : providerApplications();
        Float ruleThreshold = rule == null ? null : rule.getThreshold(consumerUrl, applications);
        threshold = ruleThreshold != null ? ruleThreshold : MigrationSettings.threshold(consumerUrl);
        Integer ruleProportion = rule == null ? null : rule.getProportion(consumerUrl, applications);
        proportion = ruleProportion != null ? ruleProportion : MigrationSettings.proportion(consumerUrl);
    }

    private long addressWait(Integer ruleDelay) {
        Integer delay = ruleDelay != null ? ruleDelay : MigrationSettings.delay(consumerUrl);
        return delay != null && delay > 0 ? delay * 1000L : DEFAULT_ADDRESS_WAIT_MS;
    }

    /** The applications of the providers found so far, for the rule's {@code applications} entries. */
    private Set<String> providerApplications() {
        Set<String> applications = new LinkedHashSet<>();
        String providedBy = consumerUrl.getParameter("provided-by");
        if (providedBy != null) {
            for (String name : providedBy.split(",")) {
                if (!name.trim().isEmpty()) {
                    applications.add(name.trim());
                }
            }
        }
        for (ReferredCluster<T> side : new ReferredCluster[] {interfaceLevel, applicationLevel}) {
            if (side != null) {
                for (Invoker<T> invoker : side.directory.getAllInvokers()) {
                    URL url = invoker.getUrl();
                    String application = url == null ? null : url.getParameter("remote.application");
                    if (application != null && !application.isEmpty()) {
                        applications.add(application);
                    }
                }
            }
        }
        return applications;
    }

    /** The current step. */
    MigrationStep step() {
        return step;
    }

    /** The side the next call goes to. */
    Invoker<T> current() {
        return currentSide().invoker;
    }

    private ReferredCluster<T> currentSide() {
        ReferredCluster<T> application = applicationLevel;
        ReferredCluster<T> face = interfaceLevel;
        if (application == null || face == null) {
            ReferredCluster<T> only = application != null ? application : face;
            if (only == null) {
                throw new RpcException("The reference to " + consumerUrl.getServiceKey() + " is destroyed");
            }
            return only;
        }
        int applicationCount = application.providers();
        int interfaceCount = face.providers();
        boolean applicationPreferred = applicationCount > 0
                && (interfaceCount == 0 || applicationCount >= threshold * interfaceCount);
        ReferredCluster<T> preferred = applicationPreferred ? application : face;
        ReferredCluster<T> other = applicationPreferred ? face : application;
        if (proportion < 100 && other.providers() > 0
                && ThreadLocalRandom.current().nextInt(100) >= proportion) {
            return other;
        }
        return preferred;
    }

    /** The URL of the registry the next call's providers come from. */
    @Override
    public URL getRegistryUrl() {
        return currentSide().directory.getUrl();
    }

    /** The directory the next call's providers come from. */
    @Override
    public Directory<T> getDirectory() {
        return currentSide().directory;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return current().invoke(invocation);
    }

    @Override
    public Class<T> getInterface() {
        return type;
    }

    @Override
    public URL getUrl() {
        return consumerUrl;
    }

    @Override
    public boolean isAvailable() {
        ReferredCluster<T> application = applicationLevel;
        ReferredCluster<T> face = interfaceLevel;
        return (application != null && application.invoker.isAvailable())
                || (face != null && face.invoker.isAvailable());
    }

    @Override
    public void destroy() {
        synchronized (this) {
            if (destroyed) {
                return;
            }
            destroyed = true;
        }
        if (listener != null) {
            listener.leave(this);
        }
        try {
            close(true);
        } finally {
            close(false);
        }
    }

    @Override
    public String toString() {
        ReferredCluster<T> application = applicationLevel;
        ReferredCluster<T> face = interfaceLevel;
        return "MigrationInvoker(" + consumerUrl.getServiceKey() + ", " + step + ", interface-level "
                + (face == null ? "-" : face.providers()) + ", application-level "
                + (application == null ? "-" : application.providers()) + ")";
    }
}

package org.apache.dubbo.registry.integration;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.registry.client.migration.model.MigrationRule;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRules;
import org.apache.dubbo.rpc.cluster.governance.RuleSubscription;

/**
 * Follows the migration rule of one consumer application ({@code {application}.migration} in group
 * {@code DUBBO_SERVICEDISCOVERY_MIGRATION}) for all its references, and migrates each of them when it changes, on
 * a thread of its own (a migration refers a new side and waits for its addresses). Shared by the references of the
 * application, released with the last one.
 */
final class MigrationRuleListener {

    private static final Map<String, MigrationRuleListener> LISTENERS = new ConcurrentHashMap<>();

    private final String key;
    private final Set<MigrationInvoker<?>> invokers = ConcurrentHashMap.newKeySet();
    private final RuleSubscription<MigrationRule> subscription;
    private final ExecutorService migrator;
    /** Guarded by LISTENERS. */
    private int users;

    private MigrationRuleListener(String key, URL consumerUrl) {
        this.key = key;
        ThreadPoolExecutor executor = new ThreadPoolExecutor(1, 1, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(),
                new NamedThreadFactory("DubboMigration-" + key, true));
        executor.allowCoreThreadTimeOut(true);
        this.migrator = executor;
        String ruleKey = key + MigrationRule.RULE_SUFFIX;
        this.subscription = new RuleSubscription<>(GovernanceRules.repository(consumerUrl), ruleKey,
                MigrationRule.RULE_GROUP, content -> MigrationRule.parse(content, "migration rule " + ruleKey),
                this::changed);
    }

    /** The listener of the consumer's application, started on first use; the invoker is migrated by it. */
    static MigrationRuleListener join(URL consumerUrl, MigrationInvoker<?> invoker) {
        String application = consumerUrl.getParameter("application", "");
        MigrationRuleListener listener;
        boolean created = false;
        synchronized (LISTENERS) {
            listener = LISTENERS.get(application);
            if (listener == null) {
                listener = new MigrationRuleListener(application, consumerUrl);
                LISTENERS.put(application, listener);
                created = true;
            }
            listener.users++;
            listener.invokers.add(invoker);
        }
        if (created) {
            listener.subscription.start();
        }
        return listener;
    }

    /** The rule in force, or null. */
    MigrationRule rule() {
        return subscription.current();
    }

    void leave(MigrationInvoker<?> invoker) {
        synchronized (LISTENERS) {
            invokers.remove(invoker);
            if (--users > 0) {
                return;
            }
            LISTENERS.remove(key, this);
        }
        subscription.stop();
        migrator.shutdown();
    }

    private void changed(MigrationRule rule) {
        for (MigrationInvoker<?> invoker : invokers) {
            migrator.execute(() -> invoker.migrate(rule));
        }
    }
}

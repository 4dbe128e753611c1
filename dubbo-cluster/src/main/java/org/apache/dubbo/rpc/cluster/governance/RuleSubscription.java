package org.apache.dubbo.rpc.cluster.governance;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;

import org.apache.dubbo.common.config.configcenter.ConfigChangeType;
import org.apache.dubbo.common.config.configcenter.ConfigChangedEvent;
import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Follows one governance rule in a config center: reads it at start, parses every change, and keeps the rule in
 * force. A rule that does not parse is reported in one log line naming the key and the problem, and the previous
 * rule stays in force; a deleted (or emptied) rule means no rule.
 *
 * @param <R> the parsed rule
 */
public final class RuleSubscription<R> implements ConfigurationListener {

    private static final Logger logger = LoggerFactory.getLogger(RuleSubscription.class);
    /** The rejected content last reported per key: several references follow one key, one line is enough. */
    private static final Map<String, String> REPORTED = new ConcurrentHashMap<>();

    private final GovernanceRuleRepository repository;
    private final String key;
    private final String group;
    private final Function<String, R> parser;
    private final Consumer<R> onChange;
    private volatile R current;
    private volatile boolean stopped;

    /**
     * @param parser   turns the content into a rule; throws {@link IllegalArgumentException} naming the problem
     * @param onChange told the rule in force after every change (null for none); not called by the constructor
     */
    public RuleSubscription(GovernanceRuleRepository repository, String key, String group, Function<String, R> parser,
                            Consumer<R> onChange) {
        this.repository = repository;
        this.key = key;
        this.group = group;
        this.parser = parser;
        this.onChange = onChange;
    }

    /** Starts listening and reads the current rule; returns it (null for none). */
    public R start() {
        repository.addListener(key, group, this);
        String content;
        try {
            content = repository.getRule(key, group);
        } catch (IllegalStateException e) {
            logger.warn("Cannot read governance rule {} (group {}) now: {}; it applies once it changes", key, group,
                    e.getMessage());
            return null;
        }
        apply(content, false);
        return current;
    }

    @Override
    public void process(ConfigChangedEvent event) {
        if (stopped) {
            return;
        }
        apply(event.getChangeType() == ConfigChangeType.DELETED ? null : event.getContent(), true);
    }

    private synchronized void apply(String content, boolean notify) {
        R next;
        if (content == null || content.trim().isEmpty()) {
            next = null;
        } else {
            try {
                next = parser.apply(content);
                REPORTED.remove(group + "/" + key);
            } catch (RuntimeException e) {
                if (!content.equals(REPORTED.put(group + "/" + key, content))) {
                    logger.error("Governance rule {} (group {}) is ignored, the previous rule stays in force: {}", key,
                            group, e.getMessage());
                }
                return;
            }
        }
        current = next;
        if (next == null) {
            logger.info("Governance rule {} (group {}) {}", key, group, notify ? "removed" : "absent");
        } else {
            logger.info("Governance rule {} (group {}) in force", key, group);
        }
        if (notify && onChange != null) {
            onChange.accept(next);
        }
    }

    /** The rule in force, or null. */
    public R current() {
        return current;
    }

    public String key() {
        return key;
    }

    public void stop() {
        stopped = true;
        repository.removeListener(key, group, this);
    }
}

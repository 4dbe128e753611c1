package org.apache.dubbo.rpc.support;

import java.util.Arrays;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.threadpool.ThreadPool;
import org.apache.dubbo.common.threadpool.ThreadPoolKind;
import org.apache.dubbo.common.utils.NamedThreadFactory;

/**
 * Where asynchronous calls' responses are decoded and their callbacks run. Synchronous calls never use it: their
 * caller does that work itself ({@link org.apache.dubbo.rpc.ThreadlessExecutor}).
 *
 * <p>By default one JVM-wide cached pool of daemon threads named {@code DubboClientHandler-thread-N} (Dubbo's name).
 * The consumer's {@code threadpool} key ({@code <dubbo:consumer threadpool="...">}, {@code dubbo.consumer.threadpool};
 * the key Apache Dubbo 3.3 reads for its consumer executor) chooses another kind, shaped by the same URL's
 * {@code threads}, {@code corethreads}, {@code queues}, {@code alive} and {@code threadname}: {@code virtual} (Java 21
 * or later) runs every response on a virtual thread of its own, {@code fixed}, {@code limited}, {@code eager} or a
 * {@link ThreadPool} extension bound the threads. References with the same settings share one pool for the JVM's life,
 * as the default one is shared.
 */
public final class ConsumerExecutor {

    /** The name of the consumer's response threads unless {@code threadname} says otherwise. */
    public static final String THREAD_NAME = "DubboClientHandler";

    private static final String[] SHAPE_KEYS = {"threads", "corethreads", "queues", "alive", "threadname"};

    private static final ExecutorService SHARED = new ThreadPoolExecutor(0, Integer.MAX_VALUE, 60, TimeUnit.SECONDS,
            new SynchronousQueue<>(), new NamedThreadFactory(THREAD_NAME, true));

    /** The pools made for a {@code threadpool} setting, by the setting's text; a handful per JVM at most. */
    private static final ConcurrentMap<String, Executor> CONFIGURED = new ConcurrentHashMap<>();

    private ConsumerExecutor() {
    }

    /** The default: the JVM-wide cached pool. */
    public static ExecutorService shared() {
        return SHARED;
    }

    /**
     * The executor a reference with this URL runs its asynchronous responses on: the shared default unless the URL
     * sets {@code threadpool} or shapes the default {@code cached} kind ({@code threads}, {@code corethreads}, ...).
     *
     * @throws IllegalArgumentException naming the key, for an unknown {@code threadpool}, a malformed number, or
     *                                  {@code threadpool=virtual} on a JVM without virtual threads
     */
    public static Executor of(URL url) {
        String name = url.getParameter("threadpool");
        name = name == null || name.trim().isEmpty() ? "cached" : name.trim();
        StringBuilder setting = new StringBuilder(name);
        boolean shaped = false;
        for (String key : SHAPE_KEYS) {
            String value = url.getParameter(key);
            if (value != null && !value.trim().isEmpty()) {
                setting.append('&').append(key).append('=').append(value.trim());
                shaped = true;
            }
        }
        if ("cached".equals(name) && !shaped) {
            return SHARED;
        }
        String key = setting.toString();
        Executor existing = CONFIGURED.get(key);
        if (existing != null) {
            return existing;
        }
        synchronized (CONFIGURED) {
            existing = CONFIGURED.get(key);
            if (existing == null) {
                existing = create(name, url.getParameter("threadname") == null
                        ? url.addParameter("threadname", THREAD_NAME) : url);
                CONFIGURED.put(key, existing);
            }
            return existing;
        }
    }

    private static Executor create(String name, URL url) {
        ThreadPoolKind kind;
        try {
            kind = ThreadPoolKind.forName(name);
        } catch (IllegalArgumentException unknown) {
            ExtensionLoader<ThreadPool> pools = ExtensionLoader.getExtensionLoader(ThreadPool.class);
            if (pools.hasExtension(name)) {
                return pools.getExtension(name).getExecutor(url);
            }
            Set<String> extensions = new TreeSet<>(pools.getSupportedExtensions());
            extensions.removeAll(Arrays.asList(ThreadPoolKind.VALID_NAMES.split(", ")));
            throw new IllegalArgumentException("Unknown consumer threadpool '" + name + "', valid values: "
                    + ThreadPoolKind.VALID_NAMES + ", or a ThreadPool extension listed in"
                    + " META-INF/dubbo/org.apache.dubbo.common.threadpool.ThreadPool: " + extensions, unknown);
        }
        return kind.getExecutor(url);
    }
}

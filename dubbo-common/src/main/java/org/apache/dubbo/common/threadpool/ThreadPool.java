package org.apache.dubbo.common.threadpool;

import java.util.concurrent.Executor;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;

/**
 * The business thread pool extension point, chosen by the {@code threadpool} key of a protocol or provider.
 * Built in: {@code fixed} (the default), {@code cached}, {@code limited}, {@code eager}. A user's pool listed in
 * {@code META-INF/dubbo/org.apache.dubbo.common.threadpool.ThreadPool} and named by {@code threadpool=<name>} runs
 * the provider's business tasks of that protocol.
 */
@SPI(value = "fixed", scope = ExtensionScope.FRAMEWORK)
public interface ThreadPool {

    /**
     * The executor for the server or client described by {@code url}; its parameters carry {@code threads},
     * {@code corethreads}, {@code queues}, {@code alive} and {@code threadname}.
     */
    @Adaptive({CommonConstants.THREADPOOL_KEY})
    Executor getExecutor(URL url);
}

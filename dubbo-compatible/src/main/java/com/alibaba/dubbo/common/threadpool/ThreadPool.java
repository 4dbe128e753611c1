package com.alibaba.dubbo.common.threadpool;

import java.util.concurrent.Executor;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's thread pool extension point. Registered in
 * {@code META-INF/dubbo/com.alibaba.dubbo.common.threadpool.ThreadPool} (or under the current interface's name) and
 * named by {@code threadpool=}, it makes the executor a provider's calls run on; the current
 * {@link #getExecutor(org.apache.dubbo.common.URL)} hands the URL over in its 2.6 form.
 */
@Deprecated
public interface ThreadPool extends org.apache.dubbo.common.threadpool.ThreadPool {

    Executor getExecutor(URL url);

    @Override
    default Executor getExecutor(org.apache.dubbo.common.URL url) {
        return getExecutor(LegacyForms.url(url));
    }
}

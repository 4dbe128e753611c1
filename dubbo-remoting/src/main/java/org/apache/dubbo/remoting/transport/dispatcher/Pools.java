package org.apache.dubbo.remoting.transport.dispatcher;

import java.util.concurrent.Executor;
import java.util.concurrent.Executors;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.threadpool.ThreadPool;
import org.apache.dubbo.common.utils.ExecutorUtil;
import org.apache.dubbo.common.utils.NamedThreadFactory;

/** The executors of the built-in dispatchers: the URL's {@code threadpool}, and one thread for ordered events. */
final class Pools {

    private Pools() {
    }

    static Executor business(URL url) {
        URL named = ExecutorUtil.setThreadName(url, "DubboServerHandler");
        return ExtensionLoader.getExtensionLoader(ThreadPool.class).getAdaptiveExtension().getExecutor(named);
    }

    static Executor ordered(URL url) {
        return Executors.newSingleThreadExecutor(new NamedThreadFactory("DubboConnectionEvents-" + url.getAddress(),
                true));
    }
}

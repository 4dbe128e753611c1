package org.apache.dubbo.rpc.filter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardOpenOption;
import java.text.SimpleDateFormat;
import java.util.Arrays;
import java.util.Date;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Provider side, active with {@code accesslog}: one line per call. {@code accesslog=true} (or {@code default})
 * logs to the {@code dubbo.accesslog} logger; any other value is a file the lines are appended to by a background
 * writer (a full buffer drops lines rather than slow down calls, and says so).
 */
@Activate(group = RpcKeys.PROVIDER, value = RpcKeys.ACCESS_LOG)
public class AccessLogFilter implements Filter {

    private static final Logger ACCESS = LoggerFactory.getLogger("dubbo.accesslog");
    private static final Logger log = LoggerFactory.getLogger(AccessLogFilter.class);
    private static final ConcurrentMap<String, FileLog> FILES = new ConcurrentHashMap<>();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        String target = invoker.getUrl().getParameter(RpcKeys.ACCESS_LOG);
        if (target != null && !target.isEmpty() && !"false".equalsIgnoreCase(target)) {
            String line = line(invoker, invocation);
            if ("true".equalsIgnoreCase(target) || "default".equalsIgnoreCase(target)) {
                ACCESS.info(line);
            } else {
                FILES.computeIfAbsent(target, FileLog::new).append(line);
            }
        }
        return invoker.invoke(invocation);
    }

    private static String line(Invoker<?> invoker, Invocation invocation) {
        return "[" + new SimpleDateFormat("yyyy-MM-dd HH:mm:ss.SSS").format(new Date()) + "] "
                + RpcContext.getServiceContext().getRemoteAddressString() + " -> "
                + RpcContext.getServiceContext().getLocalAddressString() + " - "
                + invoker.getUrl().getServiceKey() + " " + invocation.getMethodName()
                + Arrays.toString(invocation.getParameterTypes()) + " " + Arrays.deepToString(invocation.getArguments());
    }

    private static final class FileLog implements Runnable {
        private final Path path;
        private final BlockingQueue<String> lines = new ArrayBlockingQueue<>(10_000);

        FileLog(String path) {
            this.path = Paths.get(path);
            Thread writer = new Thread(this, "DubboAccessLog-" + this.path.getFileName());
            writer.setDaemon(true);
            writer.start();
        }

        void append(String line) {
            if (!lines.offer(line)) {
                log.warn("Access log {} is behind; a line was dropped", path);
            }
        }

        @Override
        public void run() {
            while (true) {
                try {
                    String first = lines.take();
                    try (BufferedWriter w = Files.newBufferedWriter(path, StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE, StandardOpenOption.APPEND)) {
                        w.write(first);
                        w.newLine();
                        String next;
                        while ((next = lines.poll()) != null) {
                            w.write(next);
                            w.newLine();
                        }
                    } catch (IOException e) {
                        log.warn("Cannot write access log {}: {}", path, e.toString());
                    }
                } catch (InterruptedException e) {
                    return;
                }
            }
        }
    }
}

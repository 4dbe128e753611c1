package org.apache.dubbo.rpc.filter;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.security.CodeSource;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.service.GenericService;
import org.apache.dubbo.rpc.support.RpcKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Provider side: makes sure the consumer can deserialize the exception a service throws. Checked exceptions,
 * exceptions the method declares, exceptions from the interface's own jar, JDK exceptions ({@code java.*},
 * {@code javax.*}, {@code jakarta.*}) and {@link RpcException}s travel as they are; any other unchecked exception
 * (likely a class only the provider has) is replaced by a {@code RuntimeException} carrying its full text, and
 * logged.
 */
@Activate(group = RpcKeys.PROVIDER)
public class ExceptionFilter implements Filter, BaseFilter.Listener {

    private static final Logger log = LoggerFactory.getLogger(ExceptionFilter.class);

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        Throwable e = appResponse.getException();
        if (e == null || GenericService.class == invoker.getInterface()) {
            return;
        }
        if (!(e instanceof RuntimeException) && e instanceof Exception) {
            return;
        }
        try {
            Method method = invoker.getInterface().getMethod(invocation.getMethodName(),
                    invocation.getParameterTypes());
            for (Class<?> declared : method.getExceptionTypes()) {
                if (declared.isInstance(e)) {
                    return;
                }
            }
        } catch (NoSuchMethodException ignored) {
            return;
        }
        String name = e.getClass().getName();
        if (name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jakarta.")
                || e instanceof RpcException || sameCodeSource(e.getClass(), invoker.getInterface())) {
            return;
        }
        log.error("Undeclared unchecked exception {} from {}.{} is sent to {} as a RuntimeException with its text:"
                + " the consumer may not have its class", name, invoker.getInterface().getName(),
                invocation.getMethodName(), invocation.getAttachment(RpcKeys.REMOTE_APPLICATION), e);
        appResponse.setException(new RuntimeException(fullText(e)));
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
        if (t instanceof RpcException) {
            log.warn("Call of {}.{} refused: {}", invoker.getInterface().getName(), invocation.getMethodName(),
                    t.getMessage());
        } else {
            log.error("Failed to invoke {}.{}: {}", invoker.getInterface().getName(), invocation.getMethodName(),
                    t.toString(), t);
        }
    }

    private static boolean sameCodeSource(Class<?> a, Class<?> b) {
        CodeSource sa = a.getProtectionDomain() == null ? null : a.getProtectionDomain().getCodeSource();
        CodeSource sb = b.getProtectionDomain() == null ? null : b.getProtectionDomain().getCodeSource();
        return sa != null && sb != null && sa.getLocation() != null && sa.getLocation().equals(sb.getLocation());
    }

    static String fullText(Throwable t) {
        StringWriter w = new StringWriter();
        t.printStackTrace(new PrintWriter(w));
        return w.toString();
    }
}

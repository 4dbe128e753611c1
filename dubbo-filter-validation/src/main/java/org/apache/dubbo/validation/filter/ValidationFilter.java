package org.apache.dubbo.validation.filter;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.validation.Validation;
import org.apache.dubbo.validation.Validator;

/**
 * Validates the arguments of calls to methods with a {@code validation} setting, before they are sent (consumer)
 * or executed (provider); generic and echo calls ({@code $...}) are not validated.
 * <ul>
 *   <li>On the consumer the violation is the call's result: the caller gets the validator's exception itself
 *       (the Bean Validation {@code ConstraintViolationException}, violations readable), and nothing is sent.</li>
 *   <li>On the provider the service is not called, and the consumer gets an {@link RpcException} with code
 *       {@link RpcException#VALIDATION_EXCEPTION} whose message lists the violations (Apache Dubbo 3.3 fails to
 *       serialize the violation exception under its default class check and answers with a BAD_RESPONSE status
 *       carrying the same text; an exception every consumer can read is sent instead).</li>
 * </ul>
 */
@Activate(group = {"consumer", "provider"}, value = "validation", order = 10000)
public class ValidationFilter implements Filter {

    private static final String VALIDATION_KEY = "validation";

    private volatile Validation validation;

    /** Uses {@code validation} for every service instead of the one the {@code validation} setting names. */
    public void setValidation(Validation validation) {
        this.validation = validation;
    }

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        URL url = invoker.getUrl();
        String method = invocation.getMethodName();
        String setting = url.getMethodParameter(method, VALIDATION_KEY);
        if (isOff(setting) || method.startsWith("$")) {
            return invoker.invoke(invocation);
        }
        try {
            Validator validator = validation(setting, url).getValidator(url);
            if (validator != null) {
                validator.validate(method, invocation.getParameterTypes(), invocation.getArguments());
            }
        } catch (RpcException e) {
            throw e;
        } catch (Throwable t) {
            if (isProvider(url)) {
                return AsyncRpcResult.newDefaultAsyncResult(new RpcException(RpcException.VALIDATION_EXCEPTION,
                        t.getMessage()), invocation);
            }
            return AsyncRpcResult.newDefaultAsyncResult(t, invocation);
        }
        return invoker.invoke(invocation);
    }

    private Validation validation(String setting, URL url) {
        Validation configured = validation;
        if (configured != null) {
            return configured;
        }
        ExtensionLoader<Validation> loader = ExtensionLoader.getExtensionLoader(Validation.class);
        if ("true".equalsIgnoreCase(setting) || "default".equalsIgnoreCase(setting)) {
            return loader.getDefaultExtension();
        }
        if (!loader.hasExtension(setting)) {
            throw new RpcException("Unknown validation=\"" + setting + "\" on " + url.getServiceKey() + "; known: "
                    + loader.getSupportedExtensions() + " (or a Validation extension of your own)");
        }
        return loader.getExtension(setting);
    }

    private static boolean isProvider(URL url) {
        return "provider".equals(url.getParameter("side"));
    }

    private static boolean isOff(String setting) {
        return setting == null || setting.isEmpty() || "false".equalsIgnoreCase(setting) || "0".equals(setting)
                || "null".equalsIgnoreCase(setting) || "N/A".equalsIgnoreCase(setting);
    }
}

package org.apache.dubbo.qos.command.impl;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import com.alibaba.fastjson2.JSON;
import com.alibaba.fastjson2.JSONArray;
import com.alibaba.fastjson2.JSONException;
import org.apache.dubbo.common.utils.PojoUtils;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandException;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.PermissionLevel;
import org.apache.dubbo.qos.command.QosCommand;

/**
 * {@code invoke [service.]method(json args)}: calls an exported service's implementation with JSON arguments and
 * prints {@code result: <json>} and {@code elapsed: N ms.} (Apache Dubbo's format). It runs business code, so it is
 * disabled unless listed in {@code qos-anonymous-allow-commands}.
 */
public class InvokeCommand implements QosCommand {

    @Override
    public String summary() {
        return "Invoke the service method.";
    }

    @Override
    public java.util.List<String> examples() {
        return java.util.Arrays.asList("invoke xx.xx.xxx.service.method(1, \"a\")", "invoke method({\"name\":\"x\"})");
    }

    @Override
    public PermissionLevel level() {
        return PermissionLevel.PRIVATE;
    }

    @Override
    public boolean guarded() {
        return true;
    }

    @Override
    public CommandResult execute(CommandContext context) {
        String line = String.join(" ", context.args()).trim();
        int open = line.indexOf('(');
        if (open <= 0 || !line.endsWith(")")) {
            return CommandResult.of("Invalid parameters, format: service.method(args)", 400);
        }
        String target = line.substring(0, open).trim();
        String argsJson = line.substring(open + 1, line.length() - 1).trim();
        String serviceName;
        String methodName;
        int dot = target.lastIndexOf('.');
        String prefix = "";
        if (dot > 0) {
            serviceName = target.substring(0, dot);
            methodName = target.substring(dot + 1);
        } else {
            serviceName = context.session().defaultService();
            methodName = target;
            if (serviceName == null) {
                return CommandResult.of("Please use \"cd\" to select a default service, or call"
                        + " service.method(args)", 400);
            }
            prefix = "Use default service " + serviceName + ".\r\n";
        }
        ServiceConfig<?> service = Deployed.service(serviceName);
        if (service == null) {
            return CommandResult.of("No such service " + serviceName, 404);
        }
        List<Object> args;
        try {
            JSONArray parsed = JSON.parseArray("[" + argsJson + "]");
            args = parsed == null ? new ArrayList<>() : new ArrayList<>(parsed);
        } catch (JSONException e) {
            throw new CommandException("the arguments are not valid JSON: " + argsJson);
        }
        Method method = find(service.getInterfaceClass(), methodName, args);
        if (method == null) {
            return CommandResult.of("No such method " + methodName + " in service " + serviceName, 404);
        }
        Object[] values = new Object[args.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = PojoUtils.realize(args.get(i), method.getParameterTypes()[i],
                    method.getGenericParameterTypes()[i]);
        }
        long start = System.nanoTime();
        Object result;
        try {
            result = method.invoke(service.getRef(), values);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new CommandException("the service threw " + cause.getClass().getName()
                    + (cause.getMessage() == null ? "" : ": " + cause.getMessage()));
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new CommandException("cannot call " + method.getName() + ": " + e.getMessage());
        }
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        return CommandResult.ok(prefix + "result: " + JSON.toJSONString(result) + "\r\nelapsed: " + elapsed
                + " ms.");
    }

    private static Method find(Class<?> type, String name, List<Object> args) {
        Method candidate = null;
        for (Method m : type.getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.size()) {
                if (candidate != null && !matches(m, args)) {
                    continue;
                }
                candidate = m;
                if (matches(m, args)) {
                    return m;
                }
            }
        }
        return candidate;
    }

    private static boolean matches(Method m, List<Object> args) {
        Class<?>[] types = m.getParameterTypes();
        for (int i = 0; i < types.length; i++) {
            Object a = args.get(i);
            if (a == null) {
                continue;
            }
            Class<?> t = types[i];
            boolean ok = t.isInstance(a) || (t.isPrimitive() && (a instanceof Number || a instanceof Boolean))
                    || (Number.class.isAssignableFrom(t) && a instanceof Number)
                    || (!t.isPrimitive() && !(a instanceof String) && !Number.class.isAssignableFrom(t)
                    && !t.isArray() == !(a instanceof List));
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}

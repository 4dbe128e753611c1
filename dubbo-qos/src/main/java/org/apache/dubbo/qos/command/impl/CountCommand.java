package org.apache.dubbo.qos.command.impl;

import java.lang.reflect.Method;
import java.util.TreeSet;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.qos.command.TextTable;
import org.apache.dubbo.rpc.RpcStatus;

/**
 * {@code count <service> [method]}: per-method call statistics of an exported service from {@link RpcStatus}
 * (kept by the {@code executes} / {@code actives} limit filters, as in Apache Dubbo; the metrics module has the
 * always-on figures).
 */
public class CountCommand implements QosCommand {

    @Override
    public String summary() {
        return "Count the service.";
    }

    @Override
    public java.util.List<String> examples() {
        return java.util.Arrays.asList("count xx.xx.xxx.service", "count xx.xx.xxx.service method");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        String name = context.arg(0);
        if (name == null || name.isEmpty()) {
            name = context.session().defaultService();
        }
        if (name == null) {
            return CommandResult.of("Please input service name, eg: \r\ncount XxxService\r\ncount XxxService"
                    + " xxxMethod", 400);
        }
        ServiceConfig<?> service = Deployed.service(name);
        if (service == null) {
            return CommandResult.of("No such service " + name, 404);
        }
        String only = context.arg(1);
        TreeSet<String> methods = new TreeSet<>();
        for (Method m : service.getInterfaceClass().getMethods()) {
            if (only == null || only.equals(m.getName())) {
                methods.add(m.getName());
            }
        }
        TextTable table = TextTable.withHeader("method", "total", "failed", "active", "average", "max");
        for (String method : methods) {
            long total = 0;
            long failed = 0;
            long active = 0;
            long elapsed = 0;
            long max = 0;
            for (URL url : service.getExportedUrls()) {
                RpcStatus status = RpcStatus.getStatus(url, method);
                total += status.getTotal();
                failed += status.getFailed();
                active += status.getActive();
                elapsed += status.getTotalElapsed();
                max = Math.max(max, status.getMaxElapsed());
            }
            table.row(method, String.valueOf(total), String.valueOf(failed), String.valueOf(active),
                    (total == 0 ? 0 : elapsed / total) + "ms", max + "ms");
        }
        return CommandResult.ok(table.render());
    }
}

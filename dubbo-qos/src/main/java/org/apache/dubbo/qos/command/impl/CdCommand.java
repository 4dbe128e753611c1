package org.apache.dubbo.qos.command.impl;

import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;

/** {@code cd <service>}: makes a service the default of this telnet session for {@code invoke}; {@code cd /} clears it. */
public class CdCommand implements QosCommand {

    @Override
    public String summary() {
        return "Change default service.";
    }

    @Override
    public java.util.List<String> examples() {
        return java.util.Arrays.asList("cd XxxService", "cd /");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        String target = context.arg(0);
        if (target == null || target.isEmpty()) {
            return CommandResult.of("Please input service name, eg: \r\ncd XxxService\r\ncd com.xxx.XxxService", 400);
        }
        if ("/".equals(target) || "..".equals(target)) {
            String old = context.session().defaultService();
            context.session().defaultService(null);
            return CommandResult.ok("Cancelled default service " + (old == null ? "" : old) + ".");
        }
        ServiceConfig<?> service = Deployed.service(target);
        if (service == null) {
            return CommandResult.of("No such service " + target, 404);
        }
        context.session().defaultService(service.getUniqueServiceName());
        return CommandResult.ok("Used the " + target + " as default.\r\nYou can cancel default service by command:"
                + " cd /");
    }
}

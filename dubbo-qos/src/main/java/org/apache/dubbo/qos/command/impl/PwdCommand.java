package org.apache.dubbo.qos.command.impl;

import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;

/** {@code pwd}: the session's default service, or {@code /}. */
public class PwdCommand implements QosCommand {

    @Override
    public String summary() {
        return "Print working default service.";
    }

    @Override
    public CommandResult execute(CommandContext context) {
        String service = context.session().defaultService();
        return CommandResult.ok(service == null ? "/" : service);
    }
}

package org.apache.dubbo.qos.command.impl;

import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.PermissionLevel;
import org.apache.dubbo.qos.command.QosCommand;

/** A Kubernetes probe: {@code true} with HTTP 200, or {@code false} with 503. Open to anonymous clients. */
abstract class ProbeCommand implements QosCommand {

    @Override
    public PermissionLevel level() {
        return PermissionLevel.PUBLIC;
    }

    @Override
    public CommandResult execute(CommandContext context) {
        boolean ok = check();
        return CommandResult.of(String.valueOf(ok), ok ? 200 : 503);
    }

    abstract boolean check();
}

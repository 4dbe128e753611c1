package org.apache.dubbo.qos.command.impl;

import org.apache.dubbo.common.Version;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;

/** {@code version}: {@code dubbo version "3.3.5"}, the Apache Dubbo release we behave as (scripts compare it). */
public class VersionCommand implements QosCommand {

    @Override
    public String summary() {
        return "version command(show dubbo version)";
    }

    @Override
    public CommandResult execute(CommandContext context) {
        return CommandResult.ok("dubbo version \"" + Version.getVersion() + "\"");
    }
}

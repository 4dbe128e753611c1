package org.apache.dubbo.qos.command.impl;

import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandException;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.rpc.Exporter;

/**
 * The {@code online}/{@code offline} family: takes matching services off their registries, or puts them back,
 * while they keep serving (a release script drains traffic with {@code offline}, then stops the process). The
 * argument is a service name or a regular expression over {@code group/interface:version}; none means every
 * service. Answers {@code OK}, or {@code service not found} when nothing matched.
 */
abstract class RegistrationSwitch implements QosCommand {

    private final boolean online;
    /** {@code "A"}, {@code "I"} or null for both levels. */
    private final String level;

    RegistrationSwitch(boolean online, String level) {
        this.online = online;
        this.level = level;
    }

    @Override
    public java.util.List<String> examples() {
        String name = online ? "online" : "offline";
        return java.util.Arrays.asList(name + " dubbo", name + " xx.xx.xxx.service");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        String pattern = context.arg(0);
        Pattern regex = null;
        if (pattern != null && !pattern.isEmpty() && !"dubbo".equals(pattern)) {
            try {
                regex = Pattern.compile(pattern);
            } catch (PatternSyntaxException e) {
                throw new CommandException("invalid service pattern '" + pattern + "'");
            }
        }
        boolean found = false;
        for (ServiceConfig<?> service : Deployed.services()) {
            String name = service.getUniqueServiceName();
            if (regex != null && !name.equals(pattern) && !service.getInterface().equals(pattern)
                    && !regex.matcher(name).matches()) {
                continue;
            }
            found = true;
            for (Exporter<?> exporter : service.getExporters()) {
                exporter.setRegistered(level, online);
            }
        }
        return CommandResult.ok(found ? "OK" : "service not found");
    }
}

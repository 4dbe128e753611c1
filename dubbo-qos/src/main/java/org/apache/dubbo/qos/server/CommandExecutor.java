package org.apache.dubbo.qos.server;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandException;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the command, checks the client may run it, runs it and turns every failure into one line: Apache's
 * {@code <command> :no such command}, {@code <command> :permission deny} and
 * {@code <command line> :fail to execute commandContext by <reason>} (telnet), 404 / 403 / 500 (HTTP).
 */
final class CommandExecutor {

    private static final Logger log = LoggerFactory.getLogger(CommandExecutor.class);

    private final AccessPolicy access;

    CommandExecutor(QosOptions options) {
        this.access = new AccessPolicy(options);
    }

    boolean isTrusted(CommandContext context) {
        return access.isTrusted(context.remote());
    }

    CommandResult execute(CommandContext context) {
        ExtensionLoader<QosCommand> loader = ExtensionLoader.getExtensionLoader(QosCommand.class);
        String name = context.name();
        if (name.isEmpty() || !loader.hasExtension(name)) {
            return CommandResult.of(name + " :no such command", 404);
        }
        QosCommand command;
        try {
            command = loader.getExtension(name);
        } catch (RuntimeException | LinkageError e) {
            log.warn("QoS command {} cannot be created: {}", name, e.toString());
            return CommandResult.of(name + " :fail to execute commandContext by " + oneLine(e), 500);
        }
        switch (access.decide(name, command, context.remote())) {
            case DENIED:
                log.info("QoS command {} from {} refused: permission deny", name, context.remote());
                return CommandResult.of(name + " :permission deny", 403);
            case DISABLED:
                log.info("QoS command {} from {} refused: not enabled", name, context.remote());
                return CommandResult.of(name + " :permission deny, the command is disabled; enable it with"
                        + " dubbo.application.qos-anonymous-allow-commands=" + name, 403);
            default:
                break;
        }
        try {
            return command.execute(context);
        } catch (CommandException e) {
            return CommandResult.of(context.commandLine() + " :fail to execute commandContext by " + e.getMessage(),
                    400);
        } catch (RuntimeException | LinkageError e) {
            log.warn("QoS command '{}' from {} failed", context.commandLine(), context.remote(), e);
            return CommandResult.of(context.commandLine() + " :fail to execute commandContext by " + oneLine(e),
                    500);
        }
    }

    private static String oneLine(Throwable e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        int newline = message.indexOf('\n');
        return newline < 0 ? message : message.substring(0, newline);
    }
}

package org.apache.dubbo.qos.command;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.extension.SPI;

/**
 * A QoS command, named by its extension name (list it in
 * {@code META-INF/dubbo/org.apache.dubbo.qos.command.QosCommand} as {@code name=class}). It runs on a QoS IO
 * thread; it must answer with text or throw {@link CommandException} with one line — the server turns anything else
 * into a one-line error too, never a stack trace.
 */
@SPI
public interface QosCommand {

    /** One line for {@code help}. */
    String summary();

    /** Usage examples for {@code help <command>}. */
    default List<String> examples() {
        return Collections.emptyList();
    }

    /** The level a client needs to run it. */
    default PermissionLevel level() {
        return PermissionLevel.PROTECTED;
    }

    /**
     * Whether the command changes or stops the application, and so runs only when enabled explicitly (listed in
     * {@code qos.anonymous.access.allow.commands}, or {@code qos.anonymous.access.permission.level=PRIVATE}).
     */
    default boolean guarded() {
        return false;
    }

    CommandResult execute(CommandContext context);
}

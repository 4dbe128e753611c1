package org.apache.dubbo.qos.command.impl;

import java.lang.reflect.Method;
import java.util.Locale;

import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandException;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.slf4j.ILoggerFactory;
import org.slf4j.LoggerFactory;

/**
 * {@code switchLogLevel <level>}: sets the root log level of the logging backend behind SLF4J — Logback, Log4j 2,
 * Log4j 1 / reload4j or java.util.logging (reached reflectively: none of them is a dependency). A backend that
 * cannot change levels at run time (slf4j-simple, nop) gets a clear error instead of Apache's silent {@code OK}.
 */
public class SwitchLogLevelCommand implements QosCommand {

    private static final String LEVELS = "ALL, TRACE, DEBUG, INFO, WARN, ERROR, OFF";

    @Override
    public String summary() {
        return "Switch log level";
    }

    @Override
    public java.util.List<String> examples() {
        return java.util.Arrays.asList("switchLogLevel info", "switchLogLevel debug");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        if (context.argCount() != 1) {
            return CommandResult.of("Unexpected argument length.", 400);
        }
        String level = context.arg(0).trim().toUpperCase(Locale.ROOT);
        if (!(" " + LEVELS.replace(",", "") + " ").contains(" " + level + " ")) {
            throw new CommandException("unknown level " + context.arg(0) + " (expected one of " + LEVELS + ")");
        }
        ILoggerFactory factory = LoggerFactory.getILoggerFactory();
        String backend = factory.getClass().getName();
        try {
            if (backend.startsWith("ch.qos.logback.")) {
                Object root = factory.getClass().getMethod("getLogger", String.class).invoke(factory, "ROOT");
                Class<?> levelClass = Class.forName("ch.qos.logback.classic.Level", true,
                        factory.getClass().getClassLoader());
                Object value = levelClass.getMethod("toLevel", String.class).invoke(null, level);
                root.getClass().getMethod("setLevel", levelClass).invoke(root, value);
            } else if (backend.startsWith("org.apache.logging.slf4j.")) {
                ClassLoader loader = factory.getClass().getClassLoader();
                Class<?> levelClass = Class.forName("org.apache.logging.log4j.Level", true, loader);
                Object value = levelClass.getMethod("toLevel", String.class).invoke(null, level);
                Class.forName("org.apache.logging.log4j.core.config.Configurator", true, loader)
                        .getMethod("setRootLevel", levelClass).invoke(null, value);
            } else if (backend.contains("Log4j") || backend.contains("Reload4j")) {
                ClassLoader loader = factory.getClass().getClassLoader();
                Class<?> levelClass = Class.forName("org.apache.log4j.Level", true, loader);
                Object value = levelClass.getMethod("toLevel", String.class).invoke(null, level);
                Object root = Class.forName("org.apache.log4j.LogManager", true, loader)
                        .getMethod("getRootLogger").invoke(null);
                Method set = root.getClass().getMethod("setLevel", levelClass);
                set.invoke(root, value);
            } else if (backend.startsWith("org.slf4j.jul.") || backend.startsWith("org.slf4j.impl.JDK14")) {
                java.util.logging.Logger.getLogger("").setLevel(julLevel(level));
            } else {
                throw new CommandException("the logging backend " + backend + " cannot change levels at run time");
            }
        } catch (ReflectiveOperationException | LinkageError e) {
            throw new CommandException("cannot set the level on " + backend + ": " + e);
        }
        return CommandResult.ok("OK");
    }

    private static java.util.logging.Level julLevel(String level) {
        switch (level) {
            case "ALL":
            case "TRACE":
                return java.util.logging.Level.FINEST;
            case "DEBUG":
                return java.util.logging.Level.FINE;
            case "INFO":
                return java.util.logging.Level.INFO;
            case "WARN":
                return java.util.logging.Level.WARNING;
            case "ERROR":
                return java.util.logging.Level.SEVERE;
            default:
                return java.util.logging.Level.OFF;
        }
    }
}

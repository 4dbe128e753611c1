package org.apache.dubbo.qos.command.impl;

import java.util.List;
import java.util.TreeSet;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;

/**
 * {@code help}: every command with its summary; {@code help <command>}: its name and examples. Drawn as Apache
 * Dubbo draws them: a right-aligned name column and an 80-character description column.
 */
public class HelpCommand implements QosCommand {

    private static final int TEXT_WIDTH = 80;

    @Override
    public String summary() {
        return "help command";
    }

    @Override
    public List<String> examples() {
        return java.util.Arrays.asList("help", "help online");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        ExtensionLoader<QosCommand> loader = ExtensionLoader.getExtensionLoader(QosCommand.class);
        String asked = context.arg(0);
        if (asked != null && !asked.isEmpty()) {
            if (!loader.hasExtension(asked)) {
                return CommandResult.ok("no such command:" + asked);
            }
            QosCommand command = loader.getExtension(asked);
            int width = "COMMAND NAME".length();
            StringBuilder out = new StringBuilder();
            String rule = rule(width);
            out.append(rule);
            row(out, width, "COMMAND NAME", asked);
            out.append(rule);
            List<String> examples = command.examples().isEmpty() ? java.util.Collections.singletonList(asked)
                    : command.examples();
            for (int i = 0; i < examples.size(); i++) {
                row(out, width, i == 0 ? "EXAMPLE" : "", examples.get(i));
            }
            out.append(rule);
            return CommandResult.ok(out.toString());
        }
        TreeSet<String> names = new TreeSet<>(loader.getSupportedExtensions());
        int width = 0;
        for (String name : names) {
            width = Math.max(width, name.length());
        }
        StringBuilder out = new StringBuilder();
        String rule = rule(width);
        out.append(rule);
        for (String name : names) {
            String summary;
            try {
                summary = loader.getExtension(name).summary();
            } catch (RuntimeException | LinkageError e) {
                summary = "(unavailable: " + e.getClass().getSimpleName() + ")";
            }
            row(out, width, name, summary);
            out.append(rule);
        }
        return CommandResult.ok(out.toString());
    }

    private static String rule(int nameWidth) {
        return "+" + repeat('-', nameWidth + 2) + "+" + repeat('-', TEXT_WIDTH + 2) + "+\n";
    }

    private static void row(StringBuilder out, int nameWidth, String name, String text) {
        String t = text.length() > TEXT_WIDTH ? text.substring(0, TEXT_WIDTH) : text;
        out.append("| ").append(repeat(' ', nameWidth - name.length())).append(name).append(" | ").append(t)
                .append(repeat(' ', TEXT_WIDTH - t.length())).append(" |\n");
    }

    private static String repeat(char c, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append(c);
        }
        return b.toString();
    }
}

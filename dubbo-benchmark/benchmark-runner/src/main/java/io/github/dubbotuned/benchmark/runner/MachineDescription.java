package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import java.util.Locale;

/** What the numbers were measured on: CPU count and model, memory, kernel and JDK. */
final class MachineDescription {

    private final String text;

    private MachineDescription(String text) {
        this.text = text;
    }

    static MachineDescription read() {
        int cores = Runtime.getRuntime().availableProcessors();
        String model = firstValue("/proc/cpuinfo", "model name");
        String memory = firstValue("/proc/meminfo", "MemTotal");
        String kernel = System.getProperty("os.name") + " " + System.getProperty("os.version");
        String jdk = System.getProperty("java.vm.name") + " " + System.getProperty("java.version");
        StringBuilder text = new StringBuilder();
        text.append(cores).append(" CPU(s)");
        if (model != null) {
            text.append(" (").append(model).append(')');
        }
        if (memory != null) {
            text.append(", ").append(memoryGiB(memory)).append(" RAM");
        }
        text.append(", ").append(kernel).append(", ").append(jdk);
        return new MachineDescription(text.toString());
    }

    @Override
    public String toString() {
        return text;
    }

    private static String memoryGiB(String meminfo) {
        try {
            long kib = Long.parseLong(meminfo.replaceAll("[^0-9]", ""));
            return String.format(Locale.ROOT, "%.1f GiB", kib / 1024.0 / 1024.0);
        } catch (NumberFormatException e) {
            return meminfo;
        }
    }

    private static String firstValue(String file, String key) {
        try {
            List<String> lines = Files.readAllLines(new File(file).toPath(), StandardCharsets.UTF_8);
            for (String line : lines) {
                if (line.startsWith(key)) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (IOException | RuntimeException e) {
            return null;
        }
        return null;
    }
}

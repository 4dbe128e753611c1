package io.github.dubbotuned.benchmark.runner;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

/** Runs the system commands the network experiments need ({@code ip}, {@code tc}, {@code kill}), bounded in time. */
final class Commands {

    private Commands() {
    }

    /** Runs a command; fails with its output when it fails. */
    static void run(String... command) throws IOException {
        String output = runQuietly(command);
        if (output != null) {
            throw new IOException("'" + String.join(" ", command) + "' failed: " + output.trim());
        }
    }

    /** Runs a command; returns null on success, or its output when it failed (or "timed out" after 30 s). */
    static String runQuietly(String... command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        StringBuilder output = new StringBuilder();
        BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            output.append(line).append('\n');
        }
        try {
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return "timed out";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted running " + Arrays.asList(command), e);
        }
        return process.exitValue() == 0 ? null : "exit " + process.exitValue() + ": " + output;
    }
}

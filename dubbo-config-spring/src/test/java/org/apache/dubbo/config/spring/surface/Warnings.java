package org.apache.dubbo.config.spring.surface;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The WARN lines logged while a piece of code runs. Tests log through slf4j-simple, which writes to whatever
 * {@code System.err} is at the time of each line; the lines are also passed on to the real stream.
 */
final class Warnings {

    private Warnings() {
    }

    static List<String> during(Runnable action) {
        PrintStream original = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        PrintStream tee = new PrintStream(new java.io.OutputStream() {
            @Override
            public void write(int b) {
                captured.write(b);
                original.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                captured.write(b, off, len);
                original.write(b, off, len);
            }
        }, true);
        System.setErr(tee);
        try {
            action.run();
        } finally {
            System.setErr(original);
        }
        List<String> warnings = new ArrayList<>();
        for (String line : new String(captured.toByteArray(), StandardCharsets.UTF_8).split("\n")) {
            if (line.contains(" WARN ")) {
                warnings.add(line.trim());
            }
        }
        return warnings;
    }
}

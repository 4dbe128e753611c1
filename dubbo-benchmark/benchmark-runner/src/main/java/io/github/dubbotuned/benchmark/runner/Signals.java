package io.github.dubbotuned.benchmark.runner;

import java.io.IOException;
import java.util.concurrent.TimeUnit;

/**
 * Signals to a child JVM by process id, as an operator or an orchestrator sends them: {@code TERM} (the JVM runs its
 * shutdown hooks, Dubbo's graceful shutdown among them) or {@code KILL} (the process is gone at once; its sockets are
 * closed by the kernel).
 */
final class Signals {

    private Signals() {
    }

    static void send(String signal, long pid) throws IOException, InterruptedException {
        if (pid <= 0) {
            throw new IllegalStateException("no process id to send " + signal + " to");
        }
        Process kill = new ProcessBuilder("kill", "-" + signal, String.valueOf(pid)).redirectErrorStream(true).start();
        if (!kill.waitFor(10, TimeUnit.SECONDS)) {
            kill.destroyForcibly();
            throw new IllegalStateException("kill -" + signal + " " + pid + " did not return");
        }
        if (kill.exitValue() != 0) {
            throw new IllegalStateException("kill -" + signal + " " + pid + " failed (exit " + kill.exitValue() + ")");
        }
    }
}

package io.github.dubbotuned.benchmark.runner;

import java.io.IOException;

/** Sends a signal to a child process with {@code kill}: Java 8 can only end a process, not stop or continue it. */
final class Signals {

    private Signals() {
    }

    /** @param signal {@code KILL}, {@code STOP}, {@code CONT}, ... */
    static void send(String signal, long pid) throws IOException {
        if (pid <= 0) {
            throw new IllegalArgumentException("no process id to send SIG" + signal + " to");
        }
        Commands.run("kill", "-s", signal, String.valueOf(pid));
    }
}

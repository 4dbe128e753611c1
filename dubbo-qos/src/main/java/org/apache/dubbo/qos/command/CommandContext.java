package org.apache.dubbo.qos.command;

import java.net.InetSocketAddress;
import java.util.Arrays;

/** One command invocation: its name and arguments, how it came (telnet or HTTP), from whom, and the session. */
public final class CommandContext {

    private final String name;
    private final String[] args;
    private final boolean http;
    private final InetSocketAddress remote;
    private final TelnetSession session;

    public CommandContext(String name, String[] args, boolean http, InetSocketAddress remote, TelnetSession session) {
        this.name = name;
        this.args = args == null ? new String[0] : args;
        this.http = http;
        this.remote = remote;
        this.session = session == null ? new TelnetSession() : session;
    }

    public String name() {
        return name;
    }

    public String[] args() {
        return args.clone();
    }

    public String arg(int i) {
        return i < args.length ? args[i] : null;
    }

    public int argCount() {
        return args.length;
    }

    public boolean isHttp() {
        return http;
    }

    public InetSocketAddress remote() {
        return remote;
    }

    /** The telnet session (default service of {@code cd}); a fresh one for every HTTP request. */
    public TelnetSession session() {
        return session;
    }

    /** {@code name arg1 arg2}, as the client typed it. */
    public String commandLine() {
        return args.length == 0 ? name : name + " " + String.join(" ", Arrays.asList(args));
    }
}

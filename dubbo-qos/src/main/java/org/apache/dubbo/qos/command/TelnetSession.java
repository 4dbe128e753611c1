package org.apache.dubbo.qos.command;

/** State a telnet connection keeps between commands: the default service chosen with {@code cd}. */
public final class TelnetSession {

    private volatile String defaultService;

    public String defaultService() {
        return defaultService;
    }

    public void defaultService(String service) {
        this.defaultService = service;
    }
}

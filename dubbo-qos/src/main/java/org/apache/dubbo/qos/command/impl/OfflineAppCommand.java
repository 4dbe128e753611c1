package org.apache.dubbo.qos.command.impl;

/** {@code offlineApp}: see {@link RegistrationSwitch}. */
public class OfflineAppCommand extends RegistrationSwitch {

    public OfflineAppCommand() {
        super(false, "A");
    }

    @Override
    public String summary() {
        return "offline app addresses";
    }
}

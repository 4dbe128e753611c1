package org.apache.dubbo.qos.command.impl;

/** {@code offlineInterface}: see {@link RegistrationSwitch}. */
public class OfflineInterfaceCommand extends RegistrationSwitch {

    public OfflineInterfaceCommand() {
        super(false, "I");
    }

    @Override
    public String summary() {
        return "offline dubbo";
    }
}

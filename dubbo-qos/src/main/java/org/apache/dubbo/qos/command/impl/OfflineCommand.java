package org.apache.dubbo.qos.command.impl;

/** {@code offline}: see {@link RegistrationSwitch}. */
public class OfflineCommand extends RegistrationSwitch {

    public OfflineCommand() {
        super(false, null);
    }

    @Override
    public String summary() {
        return "offline dubbo";
    }
}

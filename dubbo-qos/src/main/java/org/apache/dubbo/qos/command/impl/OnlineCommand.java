package org.apache.dubbo.qos.command.impl;

/** {@code online}: see {@link RegistrationSwitch}. */
public class OnlineCommand extends RegistrationSwitch {

    public OnlineCommand() {
        super(true, null);
    }

    @Override
    public String summary() {
        return "online app addresses";
    }
}

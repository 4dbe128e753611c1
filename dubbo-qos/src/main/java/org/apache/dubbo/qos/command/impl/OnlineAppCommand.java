package org.apache.dubbo.qos.command.impl;

/** {@code onlineApp}: see {@link RegistrationSwitch}. */
public class OnlineAppCommand extends RegistrationSwitch {

    public OnlineAppCommand() {
        super(true, "A");
    }

    @Override
    public String summary() {
        return "online app addresses";
    }
}

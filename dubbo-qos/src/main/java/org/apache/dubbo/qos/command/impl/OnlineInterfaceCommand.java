package org.apache.dubbo.qos.command.impl;

/** {@code onlineInterface}: see {@link RegistrationSwitch}. */
public class OnlineInterfaceCommand extends RegistrationSwitch {

    public OnlineInterfaceCommand() {
        super(true, "I");
    }

    @Override
    public String summary() {
        return "online dubbo";
    }
}

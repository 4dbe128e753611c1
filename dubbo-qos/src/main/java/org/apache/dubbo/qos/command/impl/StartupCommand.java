package org.apache.dubbo.qos.command.impl;

import org.apache.dubbo.qos.deploy.ApplicationStates;

/** {@code startup}: every application has finished starting (services exported, references created). */
public class StartupCommand extends ProbeCommand {

    @Override
    public String summary() {
        return "Judge if service has started?";
    }

    @Override
    boolean check() {
        return ApplicationStates.startedUp();
    }
}

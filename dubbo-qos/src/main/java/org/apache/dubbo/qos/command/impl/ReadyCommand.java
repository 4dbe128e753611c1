package org.apache.dubbo.qos.command.impl;

import java.util.List;
import java.util.Map;

import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.qos.deploy.ApplicationStates;
import org.apache.dubbo.rpc.Exporter;

/**
 * {@code ready}: every application is started and not stopping, and a provider that registers somewhere is
 * registered somewhere (all services taken {@code offline} make it unready, so a load balancer in front stops
 * sending too).
 */
public class ReadyCommand extends ProbeCommand {

    @Override
    public String summary() {
        return "Judge if service is ready to work?";
    }

    @Override
    boolean check() {
        if (!ApplicationStates.allStarted()) {
            return false;
        }
        List<ServiceConfig<?>> services = Deployed.services();
        boolean registers = false;
        for (ServiceConfig<?> service : services) {
            for (Exporter<?> exporter : service.getExporters()) {
                for (Map.Entry<String, Boolean> state : exporter.registrationStates().entrySet()) {
                    registers = true;
                    if (state.getValue()) {
                        return true;
                    }
                }
            }
        }
        return !registers;
    }
}

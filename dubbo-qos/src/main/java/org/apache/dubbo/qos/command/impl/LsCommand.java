package org.apache.dubbo.qos.command.impl;

import java.util.Map;
import java.util.TreeMap;

import org.apache.dubbo.config.ReferenceConfigBase;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.qos.command.TextTable;
import org.apache.dubbo.rpc.Exporter;

/**
 * {@code ls}: the services this JVM provides, with their registration per registry ({@code zookeeper-A(Y)} is
 * registered at the application level, {@code zookeeper-I(N)} taken offline at the interface level; blank without a
 * registry), and the services it consumes — Apache Dubbo's two tables.
 */
public class LsCommand implements QosCommand {

    @Override
    public String summary() {
        return "ls service";
    }

    @Override
    public CommandResult execute(CommandContext context) {
        TextTable providers = TextTable.withHeader("Provider Service Name", "PUB");
        for (ServiceConfig<?> service : Deployed.services()) {
            providers.row(service.getUniqueServiceName(), registrations(service));
        }
        TextTable consumers = TextTable.withHeader("Consumer Service Name", "NUM");
        for (ReferenceConfigBase<?> reference : Deployed.references()) {
            consumers.row(reference.getUniqueServiceName(), "");
        }
        return CommandResult.ok("As Provider side:\n" + providers.render() + "As Consumer side:\n"
                + consumers.render());
    }

    static String registrations(ServiceConfig<?> service) {
        Map<String, Boolean> states = new TreeMap<>();
        for (Exporter<?> exporter : service.getExporters()) {
            for (Map.Entry<String, Boolean> e : exporter.registrationStates().entrySet()) {
                states.merge(e.getKey(), e.getValue(), Boolean::logicalAnd);
            }
        }
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, Boolean> e : states.entrySet()) {
            if (out.length() > 0) {
                out.append('/');
            }
            out.append(e.getKey()).append(e.getValue() ? "(Y)" : "(N)");
        }
        return out.toString();
    }
}

package org.apache.dubbo.qos.command.impl;

import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.PermissionLevel;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.qos.deploy.ApplicationStates;
import org.apache.dubbo.qos.deploy.QosDeployListener;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * {@code shutdown}: stops every application gracefully (unregister, readonly events, calls in flight finish). The
 * QoS server stays up, so {@code live} keeps answering {@code true} and {@code ready} {@code false}, as Apache Dubbo
 * does. Disabled unless listed in {@code qos-anonymous-allow-commands} (Apache allows it to every local client).
 */
public class ShutdownCommand implements QosCommand {

    @Override
    public String summary() {
        return "Shutdown Dubbo Application.";
    }

    @Override
    public PermissionLevel level() {
        return PermissionLevel.PRIVATE;
    }

    @Override
    public boolean guarded() {
        return true;
    }

    @Override
    public CommandResult execute(CommandContext context) {
        long start = System.nanoTime();
        QosDeployListener.keepServerAfterLastStop();
        for (ApplicationModel model : ApplicationStates.applications()) {
            ApplicationStates.Stage stage = ApplicationStates.stage(model);
            if (stage == ApplicationStates.Stage.STARTED || stage == ApplicationStates.Stage.STARTING) {
                DubboBootstrap.getInstance(model).stop();
            }
        }
        long elapsed = (System.nanoTime() - start) / 1_000_000;
        return CommandResult.ok("Application has shutdown successfully\r\nelapsed: " + elapsed + " ms.");
    }
}

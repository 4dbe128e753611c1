package org.apache.dubbo.qos.command.impl;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandException;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.remoting.transport.telemetry.ChannelStats;
import org.apache.dubbo.remoting.transport.telemetry.IoGroupStats;
import org.apache.dubbo.remoting.transport.telemetry.TransportTelemetry;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;

/**
 * {@code ps}: the ports this JVM serves on, one per line; {@code ps -l}: as {@code protocol://host:port};
 * {@code ps <port>}: the consumers connected to that port ({@code -l}: {@code remote -> local}).
 */
public class PsCommand implements QosCommand {

    @Override
    public String summary() {
        return "Print server ports and connections.";
    }

    @Override
    public List<String> examples() {
        return java.util.Arrays.asList("ps", "ps -l", "ps 20880", "ps -l 20880");
    }

    @Override
    public CommandResult execute(CommandContext context) {
        boolean detail = false;
        String port = null;
        for (String arg : context.args()) {
            if ("-l".equals(arg)) {
                detail = true;
            } else if (!arg.isEmpty()) {
                port = arg;
            }
        }
        StringBuilder out = new StringBuilder();
        if (port == null) {
            for (String[] server : servers()) {
                append(out, detail ? server[0] + "://" + server[1] + ":" + server[2] : server[2]);
            }
            return CommandResult.ok(out.toString());
        }
        int number;
        try {
            number = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            throw new CommandException("Illegal port " + port + ", must be integer.");
        }
        IoGroupStats workers = TransportTelemetry.snapshot().group("DubboServerWorker-" + number);
        if (workers == null) {
            boolean serving = false;
            for (String[] server : servers()) {
                serving |= server[2].equals(String.valueOf(number));
            }
            if (!serving) {
                throw new CommandException("No such port " + number);
            }
            throw new CommandException("connections are listed only with transport telemetry on"
                    + " (dubbo.server.telemetry)");
        }
        for (org.apache.dubbo.remoting.transport.telemetry.IoThreadStats thread : workers.threads()) {
            for (ChannelStats channel : thread.channels()) {
                append(out, detail ? channel.remoteAddress() + " -> " + channel.localAddress()
                        : channel.remoteAddress());
            }
        }
        return CommandResult.ok(out.toString());
    }

    private static void append(StringBuilder out, String line) {
        if (out.length() > 0) {
            out.append("\r\n");
        }
        out.append(line);
    }

    /** {protocol, host, port} of every listening server. */
    private static List<String[]> servers() {
        List<String[]> servers = new ArrayList<>();
        ExtensionLoader<Protocol> protocols = ExtensionLoader.getExtensionLoader(Protocol.class);
        for (String name : new java.util.TreeSet<>(protocols.getLoadedExtensions())) {
            for (ProtocolServer server : protocols.getLoadedExtension(name).getServers()) {
                InetSocketAddress address = server.getLocalAddress();
                if (address != null) {
                    String host = address.getAddress() == null || address.getAddress().isAnyLocalAddress()
                            ? hostOf(server.getAddress()) : address.getAddress().getHostAddress();
                    servers.add(new String[] {name, host, String.valueOf(address.getPort())});
                }
            }
        }
        return servers;
    }

    private static String hostOf(String address) {
        if (address == null) {
            return "0.0.0.0";
        }
        int colon = address.lastIndexOf(':');
        return colon < 0 ? address : address.substring(0, colon);
    }
}

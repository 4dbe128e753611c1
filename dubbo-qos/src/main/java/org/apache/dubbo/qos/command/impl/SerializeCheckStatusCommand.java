package org.apache.dubbo.qos.command.impl;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.alibaba.fastjson2.JSON;
import org.apache.dubbo.common.serialize.security.ClassPolicy;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * {@code serializeCheckStatus}: the deserialization class policy — check status ({@code STRICT}, {@code WARN},
 * {@code DISABLE}), whether {@code Serializable} is required, and the allowed and refused class prefixes; text over
 * telnet, JSON over HTTP, in Apache Dubbo's layout.
 */
public class SerializeCheckStatusCommand implements QosCommand {

    @Override
    public String summary() {
        return "get serialize check status";
    }

    @Override
    public CommandResult execute(CommandContext context) {
        ClassPolicy policy = SerializationSecurity.policy();
        String status = status(policy.mode());
        boolean checkSerializable = checkSerializable();
        List<String> allowed = policy.allowedEntries();
        List<String> denied = policy.deniedEntries();
        if (context.isHttp()) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("checkStatus", status);
            json.put("allowedPrefix", allowed);
            json.put("checkSerializable", checkSerializable);
            json.put("disAllowedPrefix", denied);
            return CommandResult.ok(JSON.toJSONString(json));
        }
        StringBuilder out = new StringBuilder();
        out.append("CheckStatus: ").append(status).append("\n\n");
        out.append("CheckSerializable: ").append(checkSerializable).append("\n\n");
        out.append("AllowedPrefix:\n");
        for (String a : sorted(allowed)) {
            out.append(a).append('\n');
        }
        out.append("\nDisAllowedPrefix:\n");
        for (String d : sorted(denied)) {
            out.append(d).append('\n');
        }
        return CommandResult.ok(out.append('\n').toString());
    }

    private static List<String> sorted(List<String> entries) {
        List<String> copy = new java.util.ArrayList<>(entries);
        java.util.Collections.sort(copy);
        return copy;
    }

    static String status(ClassPolicy.Mode mode) {
        switch (mode) {
            case ALLOW_LIST:
                return "STRICT";
            case DENY_LIST:
                return "WARN";
            default:
                return "DISABLE";
        }
    }

    private static boolean checkSerializable() {
        for (ApplicationModel model : Deployed.applications()) {
            ApplicationConfig app = ConfigManager.of(model).getApplication();
            if (app != null && Boolean.FALSE.equals(app.getCheckSerializable())) {
                return false;
            }
        }
        return true;
    }
}
